// The date pickers' own Finnish texts (format, button names, range presets) ship with them
// (docs/decisions/005); English is in en.dates.json, loaded with the other English sections.
import fiDates from '../i18n/fi.dates.json';
import { i18n } from '../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiDates, true, true);
