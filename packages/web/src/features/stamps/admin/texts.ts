// The Finnish texts of the stamps page ship with it, not in the first download
// (docs/decisions/005). English is in en.stamps.json, loaded with the other English sections.
import fiStamps from '../../../i18n/fi.stamps.json';
import { i18n } from '../../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiStamps, true, true);
