// The Finnish texts of the admin's shift pages ship with them (docs/decisions/005); English is in
// en.adminShifts.json, loaded with the other English sections.
import fiAdminShifts from '../../../i18n/fi.adminShifts.json';
import { i18n } from '../../../i18n/index.ts';
import '../../../i18n/shiftsTexts.ts';

i18n.addResourceBundle('fi', 'translation', fiAdminShifts, true, true);
