// What the app's date pickers share: the calendar's button names (screen readers) in the
// person's language, and each day's ISO date on its button (`data-date`), which the browser
// journeys click. Weeks start on Monday through the DatesProvider (app/Providers.tsx).
import type { CalendarAriaLabels } from '@mantine/dates';
import type { TFunction } from 'i18next';
import './datesTexts.ts';

export const calendarLabels = (t: TFunction): CalendarAriaLabels => ({
  previousMonth: t('dates.previousMonth'),
  nextMonth: t('dates.nextMonth'),
  previousYear: t('dates.previousYear'),
  nextYear: t('dates.nextYear'),
  previousDecade: t('dates.previousDecade'),
  nextDecade: t('dates.nextDecade'),
  monthLevelControl: t('dates.chooseMonth'),
  yearLevelControl: t('dates.chooseYear'),
});

export const dayProps = (date: string) => ({ 'data-date': date });
