// The Finnish texts of the reports page ship with it, not in the first download
// (docs/decisions/005). English is in en.reports.json, loaded with the other English sections.
import fiReports from '../../../i18n/fi.reports.json';
import { i18n } from '../../../i18n/index.ts';
// Pay type names are the users page's.
import '../../../i18n/usersTexts.ts';

i18n.addResourceBundle('fi', 'translation', fiReports, true, true);
