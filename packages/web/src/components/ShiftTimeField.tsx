// A shift's start or end: the app's date-time picker (5-minute steps) holding an ISO instant,
// shown as Helsinki wall-clock time.
import '@mantine/dates/styles.layer.css';
import type { DateTimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { fromPickerValue, toPickerValue } from '../lib/pickerTime.ts';
import { DateTimeField } from './DateTimeField.tsx';
import '../i18n/startEndTexts.ts';

type Props = Omit<DateTimePickerProps, 'value' | 'onChange' | 'minDate' | 'maxDate'> & {
  value: string | null;
  onChange: (instant: string | null) => void;
  /** The earliest instant that can be picked (the end's minimum is the start). */
  min?: string | null;
};

export function ShiftTimeField({ value, onChange, min, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <DateTimeField
      size="md"
      {...rest}
      value={toPickerValue(value)}
      onChange={(v) => onChange(fromPickerValue(v))}
      minDate={toPickerValue(min) ?? undefined}
      // Names for the picker's icon buttons and time fields (screen readers), and each day's
      // date on its button for the browser journeys.
      submitButtonProps={{ 'aria-label': t('startEnd.picker.done') }}
      timePickerProps={{
        hoursInputLabel: t('startEnd.picker.hours'),
        minutesInputLabel: t('startEnd.picker.minutes'),
      }}
      ariaLabels={{
        previousMonth: t('startEnd.picker.previousMonth'),
        nextMonth: t('startEnd.picker.nextMonth'),
        previousYear: t('startEnd.picker.previousYear'),
        nextYear: t('startEnd.picker.nextYear'),
        previousDecade: t('startEnd.picker.previousDecade'),
        nextDecade: t('startEnd.picker.nextDecade'),
        monthLevelControl: t('startEnd.picker.chooseMonth'),
        yearLevelControl: t('startEnd.picker.chooseYear'),
      }}
      getDayProps={(date) => ({ 'data-date': date })}
    />
  );
}
