// The Finnish texts of the holidays editor ship with the organisation page, not in the first
// download (docs/decisions/005). English is in en.holidays.json, loaded with the other English sections.
import fiHolidays from '../../i18n/fi.holidays.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiHolidays, true, true);
