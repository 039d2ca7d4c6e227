// The Finnish texts of the alerts page ship with it, not in the first download
// (docs/decisions/005). English is in en.alerts.json, loaded with the other English sections.
import fiAlerts from '../../i18n/fi.alerts.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiAlerts, true, true);
