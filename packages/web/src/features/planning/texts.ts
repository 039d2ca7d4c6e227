// Planning's Finnish texts ship with the page, not in the first download (docs/decisions/005);
// English is in en.planning.json, loaded with the other English sections.
import fiPlanning from '../../i18n/fi.planning.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiPlanning, true, true);
