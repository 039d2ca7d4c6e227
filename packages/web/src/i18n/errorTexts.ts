// The Finnish texts of the error pages and dialogs (each status's title and text, our words for
// the server's error codes) ship with them, not in the first download (docs/decisions/005).
// English stays whole in en.json.
import texts from './fi.errors.json';
import { i18n } from './index.ts';

i18n.addResourceBundle('fi', 'translation', texts, true, true);
