// The editor's Finnish texts ship with it (docs/decisions/005); English is in en.richText.json.
import fiRichText from '../i18n/fi.richText.json';
import { i18n } from '../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiRichText, true, true);
