// The date pickers' settings follow the app's language (month and day names, dayjs's locale)
// and start weeks on Monday in every language (decision 141).
import { DatesProvider } from '@mantine/dates';
import { TIME } from '@tuura/domain/limits';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function LanguageDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: TIME.weekStartsOn }}>
      {children}
    </DatesProvider>
  );
}
