// The Finnish texts of the bills page ship with it, not in the first download
// (docs/decisions/005). English is in en.bills.json, loaded with the other English sections.
import fiBills from '../../i18n/fi.bills.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiBills, true, true);
