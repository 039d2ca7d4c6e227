// The Finnish texts of the guest users page ship with it, not in the first download
// (docs/decisions/005). English is in en.guestUsers.json, loaded with the other English sections.
import fiGuestUsers from '../../i18n/fi.guestUsers.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiGuestUsers, true, true);
