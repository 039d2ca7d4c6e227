// The first thing on my shifts (UI.md): the ongoing shift with its elapsed time, or else the
// next shift and when it starts, or where to find one.
import { Group, Skeleton, Text } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShiftDuration } from '../../lib/shiftTime.ts';
import { fromNow } from '../../lib/time.ts';
import { comingShiftsQuery, useOngoingShift } from './api.ts';
import { type ShiftActions, ShiftCard, ShiftCardList } from './ShiftCard.tsx';
import { ShiftsEmpty } from './ShiftList.tsx';
import '../../i18n/shiftsTexts.ts';

/** The first coming shift that has not ended; a planned shift running now counts. */
export function nextShift(shifts: readonly WorkerShift[] | undefined, now: number) {
  return shifts?.find((s) => s.submitted && s.to !== null && Date.parse(s.to) > now);
}

type Props = ShiftActions & { now: number };

export const ShiftHero = memo(function ShiftHero({ now, ...actions }: Props) {
  const { t, i18n } = useTranslation();
  const ongoing = useOngoingShift();
  const coming = useQuery(comingShiftsQuery);
  if (ongoing.isPending || (!ongoing.data && coming.isPending))
    return <Skeleton h={150} radius="md" data-testid="hero-loading" />;

  const shift = ongoing.data ?? nextShift(coming.data, now);
  if (!shift) {
    if (coming.isError) return null;
    return <ShiftsEmpty title={t('shifts.hero.none')} />;
  }
  const running = ongoing.data === shift;
  const started = Date.parse(shift.from) <= now;
  const headline = (
    <Group justify="space-between" gap="xs" mb={4}>
      <Group gap={6} wrap="nowrap">
        {(running || started) && <IconPlayerPlayFilled size={14} aria-hidden />}
        <Text size="sm" fw={700} tt="uppercase" data-testid="hero-title">
          {t(running ? 'shifts.hero.ongoing' : started ? 'shifts.hero.now' : 'shifts.hero.next')}
        </Text>
      </Group>
      <Text size="sm" fw={600} data-testid="hero-when">
        {running || started
          ? t('shifts.hero.elapsed', { duration: formatShiftDuration(shift.from, new Date(now)) })
          : t('shifts.hero.startsIn', { when: fromNow(shift.from, i18n.language) })}
      </Text>
    </Group>
  );
  return (
    <section aria-label={t(running ? 'shifts.hero.ongoing' : 'shifts.hero.next')} data-testid="shift-hero">
      <ShiftCardList>
        <ShiftCard shift={shift} now={now} headline={headline} {...actions} />
      </ShiftCardList>
    </section>
  );
});
