// What one waiting stamp shows, in the table and on a phone's card alike: the planned span, the
// stamped span highlighted where it differs, the difference in words, the flag and the message.
import { Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { formatShiftSpan } from '../../../lib/shiftTime.ts';
import { differenceWords, differs, formatMinutes, lengthLook, stampDifference } from './difference.ts';

export const workerOf = (s: AdminShift, t: (k: string) => string) => s.workerName ?? t('stamps.noWorker');
export const placeOf = (s: AdminShift, t: (k: string) => string) =>
  s.place ? `${s.place.customer} / ${s.place.department}` : t('stamps.noPlace');

/** The span the row is about, for labels of its controls. */
export const spanOf = (s: AdminShift) => formatShiftSpan(s.from, s.to);

export function Planned({ shift }: { shift: AdminShift }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{formatShiftSpan(shift.from, shift.to)}</Text>
      <Text size="xs" c="dimmed">
        {shift.name}
      </Text>
    </Stack>
  );
}

/** The stamped span: bold and marked when it differs from the plan. */
export function Stamped({ shift }: { shift: AdminShift }) {
  const { t } = useTranslation();
  const d = stampDifference(shift);
  const changed = differs(d);
  const span = formatShiftSpan(shift.stamp.from ?? shift.from, shift.stamp.to ?? shift.to);
  return (
    <Text size="sm" data-differs={changed || undefined} data-testid="stamp-stamped">
      {changed ? (
        // Marked on a tint with the theme's AA text colour of that tint (theme.ts), bold: not by hue alone.
        <Text
          span
          inherit
          fw={700}
          px={4}
          bg="var(--mantine-color-orange-light)"
          c="var(--mantine-color-orange-light-color)"
          style={{ borderRadius: 'var(--mantine-radius-xs)' }}
        >
          {span}
        </Text>
      ) : (
        <>
          {span}{' '}
          <Text span size="xs" c="dimmed">
            {t('stamps.diff.asPlanned')}
          </Text>
        </>
      )}
    </Text>
  );
}

/** How the stamp differs, in words, with the length's change as a badge. */
export function Difference({ shift }: { shift: AdminShift }) {
  const { t } = useTranslation();
  const d = stampDifference(shift);
  if (!d || !differs(d))
    return (
      <Text size="sm" c="dimmed">
        {t('stamps.diff.none')}
      </Text>
    );
  const look = lengthLook(d);
  return (
    <Stack gap={2} data-testid="stamp-difference">
      <div>
        <StatusTag row color={look.color}>
          {t(look.key, { delta: formatMinutes(d.length) })}
        </StatusTag>
      </div>
      {differenceWords(d).map((w) => (
        <Text key={w.key} size="xs">
          {t(w.key, { delta: w.delta })}
        </Text>
      ))}
    </Stack>
  );
}

/** The 'not completed' flag: an icon and a word. */
export function NotCompleted({ shift }: { shift: AdminShift }) {
  const { t } = useTranslation();
  if (!shift.stamp.notCompleted) return null;
  return (
    <StatusTag row color="red" filled data-testid="stamp-not-completed">
      <IconAlertTriangle size={12} aria-hidden />
      {t('stamps.notCompleted')}
    </StatusTag>
  );
}

export function Message({ shift }: { shift: AdminShift }) {
  const { t } = useTranslation();
  if (!shift.stamp.message)
    return (
      <Text size="sm" c="dimmed">
        {t('stamps.noMessage')}
      </Text>
    );
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="stamp-message">
      “{shift.stamp.message}”
    </Text>
  );
}
