// The Finnish texts of the admin overview, the organisation page and the admin menu's overview
// item ship with the user shell and these pages, not in the login route's first download
// (docs/decisions/005). English is in en.admin.json, loaded with the other English sections.
import fiAdmin from './fi.admin.json';
import { i18n } from './index.ts';

i18n.addResourceBundle('fi', 'translation', fiAdmin, true, true);
