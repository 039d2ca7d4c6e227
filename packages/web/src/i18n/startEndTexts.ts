// The Finnish texts of the start/end dialog and add shifts (sections `startEnd`, `addShifts`) ship
// with the floating button (worker shell) and these pages, not in the login route's first download
// (docs/decisions/005). Imported by every module that shows them (the shift time field too, which
// the stamp and request forms share), so they are in before it renders.
import fiStartEnd from './fi.startEnd.json';
import { i18n } from './index.ts';

i18n.addResourceBundle('fi', 'translation', fiStartEnd, true, true);
