// The Finnish texts of the files pages ship with them, not in the first download
// (docs/decisions/005). English is in en.files.json, loaded with the other English sections.
import fiFiles from '../../i18n/fi.files.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiFiles, true, true);
