// dayjs in the person's language. Imported by the modules that show dates (lib/time.ts, the date
// pickers) rather than at start, so pages without dates, like login, do not download dayjs.
import dayjs from 'dayjs';
import 'dayjs/locale/fi';
import { i18n } from './index.ts';

// Weeks start on Monday in every language; dayjs's English starts them on Sunday.
const en = dayjs.Ls.en;
if (en) en.weekStart = 1;

dayjs.locale(i18n.language);
i18n.on('languageChanged', (locale) => dayjs.locale(locale));

export { dayjs };
