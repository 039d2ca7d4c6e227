// The take-over action's Finnish texts ship with the pages that show it (docs/decisions/005);
// English is in en.takeOver.json, loaded with the other English sections.
import fiTakeOver from '../i18n/fi.takeOver.json';
import { i18n } from '../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiTakeOver, true, true);
