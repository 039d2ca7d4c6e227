// The Finnish texts of the two-factor QR code, the recovery-code download and the profile forms'
// error titles ship with the profile page, not in the login route's first download
// (docs/decisions/005).
import fiProfile from '../../i18n/fi.profile.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiProfile, true, true);
