// The Finnish texts of the integrations page ship with it, not in the first download
// (docs/decisions/005). English is in en.integrations.json, loaded with the other English sections.
import fiIntegrations from '../../i18n/fi.integrations.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiIntegrations, true, true);
