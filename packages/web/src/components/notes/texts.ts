// The Finnish texts of the notes panel ship with the admin pages that show it, not in the first
// download (docs/decisions/005). English is in en.notes.json, loaded with the other English sections.
import fiNotes from '../../i18n/fi.notes.json';
import { i18n } from '../../i18n/index.ts';

i18n.addResourceBundle('fi', 'translation', fiNotes, true, true);
