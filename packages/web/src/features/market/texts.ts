// The Finnish texts of the marketplace, the worker's page and the admin's view alike, ship with
// them, not in the first download (docs/decisions/005). English is in en.market.json, loaded with
// the other English sections.
import fiMarket from '../../i18n/fi.market.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiMarket, true, true);
