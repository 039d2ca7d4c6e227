// The Finnish texts of my shifts ship with the shift pages, not in the first download: fi.json
// is in the login route whole, and this section would take it past its 150 KB budget
// (docs/decisions/005). Imported by every module that shows them (cards, strips, the pages), so the
// texts are in before anything renders. English stays in en.json, which loads only when chosen.
import fiShifts from './fi.shifts.json';
import { i18n } from './index.ts';

i18n.addResourceBundle('fi', 'translation', fiShifts, true, true);
