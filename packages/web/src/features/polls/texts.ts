// The Finnish texts of the polls page ship with it, not in the first download
// (docs/decisions/005). English is in en.polls.json, loaded with the other English sections.
import fiPolls from '../../i18n/fi.polls.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiPolls, true, true);
