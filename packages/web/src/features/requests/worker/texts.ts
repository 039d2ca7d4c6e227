// The Finnish texts of the worker's shift requests ship with the add-shifts page, not in the first
// download (docs/decisions/005); English is in en.requests.json, loaded with the other sections.
import fiRequests from '../../../i18n/fi.requests.json';
import { i18n } from '../../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiRequests, true, true);
