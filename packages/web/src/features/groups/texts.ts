// The Finnish texts of the groups page ship with it, not in the first download
// (docs/decisions/005). English is in en.groups.json, loaded with the other English sections.
import fiGroups from '../../i18n/fi.groups.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiGroups, true, true);
