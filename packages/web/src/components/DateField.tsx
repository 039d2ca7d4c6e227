// The one date picker (a day, no time): the app's calendar instead of the browser's native input,
// so a date reads as the language writes it (`dates.format`: Finnish `1.12.2026`, English
// `1 Dec 2026`) whatever the browser's locale, and weeks start on Monday. The value stays the
// ISO day `YYYY-MM-DD` the forms and the API take (decision 141).
import '@mantine/dates/styles.layer.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import '../i18n/dayjs.ts';
import { calendarLabels, dayProps } from './pickerLabels.ts';

type Props = Omit<DatePickerInputProps<'default'>, 'type' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (day: string | null) => void;
};

export function DateField({ value, onChange, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <DatePickerInput
      valueFormat={t('dates.format')}
      ariaLabels={calendarLabels(t)}
      getDayProps={dayProps}
      popoverProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': t('dates.clear') }}
      {...rest}
      // An empty string (a form's blank row) is no date to the calendar.
      value={value || null}
      onChange={(day) => onChange(day ? String(day).slice(0, 10) : null)}
    />
  );
}
