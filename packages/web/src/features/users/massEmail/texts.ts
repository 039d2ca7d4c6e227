// The Finnish texts of mass email ship with the users admin that opens it (docs/decisions/005).
import fiMassEmail from '../../../i18n/fi.massEmail.json';
import { i18n } from '../../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiMassEmail, true, true);
