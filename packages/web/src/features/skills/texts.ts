// The Finnish texts of the skills page ship with it, not in the first download
// (docs/decisions/005). English is in en.skills.json, loaded with the other English sections.
import fiSkills from '../../i18n/fi.skills.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiSkills, true, true);
