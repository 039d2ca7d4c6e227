// The one date-time picker: steps of 5 minutes (spec §5), weeks from Monday (DatesProvider),
// the date and time as the translations write them (`time.dateTime`, Finnish `21.11.2026 klo
// 14.30`). The shift forms (start/end a shift, add shifts) and the alert rules use it; a day
// without a time is DateField's (decision 141).
import '@mantine/dates/styles.layer.css';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { SHIFT_TIMING } from '@tuura/domain/limits';
import { useTranslation } from 'react-i18next';
import '../i18n/dayjs.ts';
import { calendarLabels, dayProps } from './pickerLabels.ts';

export function DateTimeField(props: DateTimePickerProps) {
  const { t } = useTranslation();
  return (
    <DateTimePicker
      valueFormat={t('time.dateTime')}
      ariaLabels={calendarLabels(t)}
      getDayProps={dayProps}
      submitButtonProps={{ 'aria-label': t('dates.done') }}
      {...props}
      timePickerProps={{
        hoursInputLabel: t('dates.hours'),
        minutesInputLabel: t('dates.minutes'),
        minutesStep: SHIFT_TIMING.pickerStepMinutes,
        withDropdown: true,
        ...props.timePickerProps,
      }}
    />
  );
}
