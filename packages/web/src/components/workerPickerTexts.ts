// The worker picker's Finnish texts ship with the component (docs/decisions/005): every page that
// shows it (the shift table, planning, the admin's home) has them, whichever sections it loads.
import fiWorkerPicker from '../i18n/fi.workerPicker.json';
import { i18n } from '../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiWorkerPicker, true, true);
