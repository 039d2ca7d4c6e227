// The Finnish texts of the guest's shifts ship with the page, not in the first download
// (docs/decisions/005). English is in en.guest.json, loaded with the other English sections.
import fiGuest from '../../i18n/fi.guest.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiGuest, true, true);
