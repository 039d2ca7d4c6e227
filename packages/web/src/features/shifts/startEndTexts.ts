// The Finnish texts of the start/end dialog and add shifts (sections `startEnd`, `addShifts`) ship
// with the floating button (worker shell) and these pages, not in the login route's first download
// (docs/decisions/005). Imported by every module that shows them, so they are in before it renders.
import fiStartEnd from '../../i18n/fi.startEnd.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiStartEnd, true, true);
