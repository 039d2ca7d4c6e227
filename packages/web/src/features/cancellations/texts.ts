// The Finnish texts of cancellations ship with the pages that show them (the admin's queue, the
// worker's form and the part of a shift's detail), not in the first download (docs/decisions/005).
// English is in en.cancellations.json, loaded with the other English sections.
import fiCancellations from '../../i18n/fi.cancellations.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiCancellations, true, true);
