// The sessions list's Finnish texts ship with the pages that show it, the profile and the users
// admin (docs/decisions/005); English is in en.sessions.json with the other English sections.
import fiSessions from '../i18n/fi.sessions.json';
import { i18n } from '../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiSessions, true, true);
