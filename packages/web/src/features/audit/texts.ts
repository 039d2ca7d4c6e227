// The Finnish texts of the audit page ship with it, not in the first download
// (docs/decisions/005). English is in en.audit.json, loaded with the other English sections.
import fiAudit from '../../i18n/fi.audit.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiAudit, true, true);
