// The Finnish texts of the users admin ship with it, not in the first download
// (docs/decisions/005). English is in en.users.json, loaded with the other English sections.
import fiUsers from './fi.users.json';
import { i18n } from './index.ts';

i18n.addResourceBundle('fi', 'translation', fiUsers, true, true);
