// The Finnish texts of shift requests ship with the page, not in the first download
// (docs/decisions/005); English is in en.suggestions.json, loaded with the other English sections.
import fiSuggestions from '../../../i18n/fi.suggestions.json';
import { i18n } from '../../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiSuggestions, true, true);
