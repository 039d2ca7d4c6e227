// The one time-of-day picker: 24-hour hours and minutes as the app writes them, whatever the
// browser's locale (a native time input shows 12-hour AM/PM in an English browser), in steps of
// 5 minutes with a dropdown (decision 141). Its value is `HH:mm`, empty while incomplete.
import '@mantine/dates/styles.layer.css';
import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { SHIFT_TIMING } from '@tuura/domain/limits';
import { useTranslation } from 'react-i18next';
import './datesTexts.ts';

export function TimeField(props: TimePickerProps & { 'data-testid'?: string }) {
  const { t } = useTranslation();
  // The hours and minutes fields are named after the field's test id (`…-hours`, `…-minutes`).
  const part = (name: string) => ({
    'data-testid': props['data-testid'] && `${props['data-testid']}-${name}`,
  });
  return (
    <TimePicker
      format="24h"
      withDropdown
      minutesStep={SHIFT_TIMING.pickerStepMinutes}
      hoursInputLabel={t('dates.hours')}
      minutesInputLabel={t('dates.minutes')}
      hoursInputProps={part('hours')}
      minutesInputProps={part('minutes')}
      {...props}
    />
  );
}
