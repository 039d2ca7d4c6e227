// A report's date range (decision 141): the presets a report is read by most (this and last
// month, quarter and year, in Helsinki) as buttons, then the first and the last day in the app's
// date pickers. The value is days [from, to), as the money calls take them; the "to" picker shows
// the last day included, so November reads 1.11.2026–30.11.2026.
import { Button, Group, Stack } from '@mantine/core';
import { addDays } from '@tuura/domain/rules/zonedTime';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DateRange,
  MAIN_PRESETS,
  presetOf,
  presetRange,
  type RangePreset,
} from '../lib/rangePresets.ts';
import { DateField } from './DateField.tsx';
import './datesTexts.ts';

export type OpenRange = { from: string | null; to: string | null };

type Props = {
  /** Presets offered; the main four by default. */
  presets?: readonly RangePreset[];
  /** A report's other controls, on the row of the two days (it wraps on a phone). */
  children?: ReactNode;
  testId: string;
} & (
  | { clearable?: false; value: DateRange; onChange: (range: DateRange) => void }
  /** Either day may be left empty (a filter); a report needs both. */
  | { clearable: true; value: OpenRange; onChange: (range: OpenRange) => void }
);

export function DateRangeField(props: Props) {
  const { t } = useTranslation();
  const { value, presets = MAIN_PRESETS, testId } = props;
  const clearable = props.clearable ?? false;
  const onChange = (range: OpenRange) => {
    if (props.clearable) props.onChange(range);
    else if (range.from && range.to) props.onChange({ from: range.from, to: range.to });
  };
  const chosen = value.from && value.to ? presetOf({ from: value.from, to: value.to }) : null;
  const last = value.to ? addDays(value.to, -1) : null;
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="wrap" role="group" aria-label={t('dates.range')} data-testid={`${testId}-presets`}>
        {presets.map((preset) => (
          <Button
            key={preset}
            size="compact-sm"
            variant={chosen === preset ? 'filled' : 'default'}
            aria-pressed={chosen === preset}
            onClick={() => onChange(presetRange(preset))}
            data-testid={`${testId}-preset-${preset}`}
          >
            {t(`dates.presets.${preset}`)}
          </Button>
        ))}
      </Group>
      <Group gap="xs" wrap="wrap" align="flex-end">
        <DateField
          label={t('dates.from')}
          value={value.from}
          onChange={(from) => onChange({ ...value, from })}
          maxDate={last ?? undefined}
          clearable={clearable}
          w={150}
          data-testid={`${testId}-from`}
        />
        <DateField
          label={t('dates.to')}
          value={last}
          onChange={(day) => onChange({ ...value, to: day ? addDays(day, 1) : null })}
          minDate={value.from ?? undefined}
          clearable={clearable}
          w={150}
          data-testid={`${testId}-to`}
        />
        {props.children}
      </Group>
    </Stack>
  );
}
