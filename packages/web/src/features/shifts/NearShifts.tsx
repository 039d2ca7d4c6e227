// The worker's other shifts within a day before and after this one (GET near): what comes
// right before and after, e.g. to see the rest between two shifts.
import { Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatShiftSpan } from '../../lib/shiftTime.ts';
import { nearShiftsQuery } from './api.ts';
import { countingTimes } from './labels.ts';
import classes from './NearShifts.module.css';
import { StampBadge } from './ShiftBadges.tsx';
import '../../i18n/shiftsTexts.ts';

type Props = { id: string; now: number; onOpen: (id: string) => void };

export function NearShifts({ id, now, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const query = useQuery(nearShiftsQuery(id));
  return (
    <Stack gap="xs" component="section" aria-labelledby="near-shifts-title" data-testid="near-shifts">
      <div>
        <Title order={3} fz="h5" id="near-shifts-title">
          {t('shifts.near.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('shifts.near.text')}
        </Text>
      </div>
      {!query.data ? (
        query.isError ? (
          <Text c="red" role="alert">
            {t('shifts.loadFailed')}
          </Text>
        ) : (
          <Skeleton h={64} />
        )
      ) : query.data.length === 0 ? (
        <Text size="sm" data-testid="near-empty">
          {t('shifts.near.none')}
        </Text>
      ) : (
        <ul className={classes.list}>
          {query.data.map((shift) => {
            const times = countingTimes(shift);
            return (
              <li key={shift._id}>
                <UnstyledButton
                  className={classes.item}
                  onClick={() => onOpen(shift._id)}
                  data-testid="near-shift"
                >
                  <Text component="span" display="block" fw={700}>
                    {formatShiftSpan(times.from, times.to, i18n.language)}
                  </Text>
                  <Text component="span" display="block" size="sm" c="dimmed">
                    {shift.place ? `${shift.place.customer} · ${shift.place.department}` : shift.name}
                  </Text>
                </UnstyledButton>
                <StampBadge shift={shift} now={now} />
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
