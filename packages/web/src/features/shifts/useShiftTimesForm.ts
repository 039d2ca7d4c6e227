// The start-stop form of spec §5, shared by the start/end dialog and add shifts: the domain rule
// (validateStartEnd) in the person's language, errors only once a field is touched, moving the
// start moves an existing end by as much (spec §2), and the duration chip and long-shift warning.
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { Instant } from '@tuura/domain/rules/instant';
import {
  durationMinutes,
  formatDuration,
  isLongShift,
  moveStart,
  type StartEndInput,
  type StartEndMode,
  validateStartEnd,
} from '@tuura/domain/rules/startEndForm';
import { fieldMessageText } from '../../components/fieldMessage.ts';

/** Times are ISO instants; null until picked. */
export type ShiftTimesValues = { name: string; description: string; from: string | null; to: string | null };

/** The rule's messages, by field, in the person's language. */
export function startEndErrors(
  input: StartEndInput,
  mode: StartEndMode,
  now: Instant = new Date(),
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(validateStartEnd(input, now, mode)).map(([field, m]) => [
      field,
      fieldMessageText(field, m),
    ]),
  );
}

type Options<V extends ShiftTimesValues> = {
  /** 'start' leaves the end open; 'end' (ending a shift, adding one) needs it. */
  mode: StartEndMode;
  initialValues: V;
  /** What the rule checks when the form holds more, e.g. a description switched off. */
  toInput?: (values: V) => StartEndInput;
};

export function useShiftTimesForm<V extends ShiftTimesValues>({
  mode,
  initialValues,
  toInput = (values) => values,
}: Options<V>) {
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    // "Now" is read at each check: a form left open does not keep an old "5 minutes ahead".
    validate: (values) => startEndErrors(toInput(values), mode),
    // Errors only after a field is touched: text fields when left, times when picked.
    validateInputOnBlur: ['name', 'description'],
    validateInputOnChange: ['from', 'to'],
  });
  // The four shared fields, whatever else V holds.
  const times = form as unknown as UseFormReturnType<ShiftTimesValues>;

  /** A new start; an end already set moves by the same number of minutes. */
  const setFrom = (from: string | null) => {
    const { from: previous, to } = times.getValues();
    times.setFieldValue('from', from);
    if (from && previous && to) times.setFieldValue('to', moveStart(previous, from, to));
  };
  const setTo = (to: string | null) => times.setFieldValue('to', to);

  const { from, to } = times.getValues();
  return {
    form,
    setFrom,
    setTo,
    /** `7 h 30 min`; `0 h 0 min` while a time is missing. */
    duration: formatDuration(durationMinutes(from, to)),
    /** Longer than 24 hours: the warning shows. */
    long: isLongShift(from, to),
  };
}
