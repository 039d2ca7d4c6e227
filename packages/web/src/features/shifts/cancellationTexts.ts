// The Finnish texts of cancellations for the shift drawer (the admin's page loads the same file
// for itself: features do not import each other). English is in en.cancellations.json.
import fiCancellations from '../../i18n/fi.cancellations.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiCancellations, true, true);
