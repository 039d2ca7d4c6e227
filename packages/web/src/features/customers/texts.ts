// The Finnish texts of the customers page ship with it, not in the first download
// (docs/decisions/005). English is in en.customers.json, loaded with the other English sections.
import fiCustomers from '../../i18n/fi.customers.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiCustomers, true, true);
