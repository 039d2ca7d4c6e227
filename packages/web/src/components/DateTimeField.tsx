// The one date-time picker: steps of 5 minutes (spec §5), weeks from Monday (DatesProvider),
// Finnish format in Finnish. Later forms (start/end a shift, add shifts) use it.
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { SHIFT_TIMING } from '@tuura/domain/limits';
import { useTranslation } from 'react-i18next';
import '../i18n/dayjs.ts';

export function DateTimeField(props: DateTimePickerProps) {
  const { i18n } = useTranslation();
  return (
    <DateTimePicker
      valueFormat={i18n.language === 'fi' ? 'D.M.YYYY [klo] H.mm' : 'D MMM YYYY HH:mm'}
      {...props}
      timePickerProps={{
        minutesStep: SHIFT_TIMING.pickerStepMinutes,
        withDropdown: true,
        ...props.timePickerProps,
      }}
    />
  );
}
