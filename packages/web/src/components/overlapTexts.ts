// The overlap dialog's own Finnish texts (a shift or request row) ship with it
// (docs/decisions/005): the worker's start, the admin's assignment and approvals all show it.
import fiOverlaps from '../i18n/fi.overlaps.json';
import { i18n } from '../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiOverlaps, true, true);
