// The Finnish texts of the templates screen ship with it, not in the first download
// (docs/decisions/005). English is in en.templates.json, loaded with the other English sections.
import fiTemplates from '../../i18n/fi.templates.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiTemplates, true, true);
