// The Finnish texts of the instructions page ship with it, not in the first download
// (docs/decisions/005). English is in en.instructions.json, loaded with the other English sections.
import fiInstructions from '../../i18n/fi.instructions.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiInstructions, true, true);
