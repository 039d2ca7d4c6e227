// The Finnish texts of the bell menu and the notifications page come with them, not in the login
// route's first download (docs/decisions/005: the login route had reached its budget). English
// comes with the other English texts (en.notifications.json in en.ts).
import fiNotifications from '../../i18n/fi.notifications.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiNotifications, true, true);
