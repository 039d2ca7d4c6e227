// The Finnish texts of the consent page ship with it, not in the first download
// (docs/decisions/005). English is in en.oauth.json, loaded with the other English sections.
import fiOauth from '../../i18n/fi.oauth.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiOauth, true, true);
