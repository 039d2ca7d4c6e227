// The Finnish texts of the business page ship with it, not in the first download
// (docs/decisions/005). English is in en.business.json, loaded with the other English sections.
import fiBusiness from '../../i18n/fi.business.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiBusiness, true, true);
