// The marketplace's texts (fi.market.json, shared with the worker's marketplace page) ship with
// the admin's view, not in the first download (docs/decisions/005).
import fiMarket from '../../../i18n/fi.market.json';
import { i18n } from '../../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiMarket, true, true);
