// /guest-user (spec §2 guest layout): the shifts the guest's filters allow, read-only, one week at
// a time grouped by day, phone first. Previous and next week, back to this one, or any date.
import { ActionIcon, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { addDays, zonedDate } from '@tuura/domain/rules/zonedTime';
import type { GuestShift } from '@tuura/domain/schemas/guestShift';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateField.tsx';
import { formatClock, formatDate } from '../../lib/shiftTime.ts';
import { dayRange, isoWeek, todayInZone, weekStart } from '../../lib/week.ts';
import { RouteErrorPage } from '../errors/ErrorPage.tsx';
import { guestShiftsQuery } from './api.ts';

/** The shifts by their Helsinki start day, in order. */
function byDay(shifts: GuestShift[]) {
  const days = new Map<string, GuestShift[]>();
  for (const s of shifts) {
    const day = zonedDate(s.from);
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  return [...days.entries()];
}

function ShiftCard({ s }: { s: GuestShift }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="guest-shift" data-name={s.name}>
      <Stack gap={2}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700}>
            {formatClock(s.from)}–{s.to ? formatClock(s.to) : ''}
          </Text>
          {!s.worker && (
            <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
              {t('guestShifts.open')}
            </Badge>
          )}
        </Group>
        <Text style={{ overflowWrap: 'anywhere' }}>{s.name}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {s.department.name} · {s.customer.name}
        </Text>
        {s.worker && (
          <Group gap={6} wrap="nowrap" data-testid="guest-shift-worker">
            <IconUser size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {s.worker.firstName} {s.worker.lastName}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

export default function GuestShiftsPage() {
  const { t } = useTranslation();
  const thisWeek = weekStart(todayInZone());
  const [monday, setMonday] = useState(thisWeek);
  const sunday = addDays(monday, 6);
  const range = dayRange(monday, sunday);
  const shifts = useQuery(guestShiftsQuery(range.from, range.to));
  const { week } = isoWeek(monday);

  return (
    <Stack gap="md" maw={720}>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('guestShifts.week', { week })}
        </Title>
        <Text c="dimmed" data-testid="guest-week-range">
          {t('guestShifts.range', {
            from: formatDate(monday, 'time.day'),
            to: formatDate(sunday, 'time.day'),
          })}
        </Text>
      </Stack>
      <Group gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => setMonday(addDays(monday, -7))}
          aria-label={t('guestShifts.previousWeek')}
          data-testid="guest-week-previous"
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" onClick={() => setMonday(thisWeek)} disabled={monday === thisWeek}>
          {t('guestShifts.thisWeek')}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => setMonday(addDays(monday, 7))}
          aria-label={t('guestShifts.nextWeek')}
          data-testid="guest-week-next"
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <DateField
          aria-label={t('guestShifts.goTo')}
          value={monday}
          onChange={(day) => day && setMonday(weekStart(day))}
          w={170}
          data-testid="guest-week-date"
        />
      </Group>
      {shifts.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={i} h={72} />
          ))}
        </Stack>
      ) : !shifts.data ? (
        <RouteErrorPage error={shifts.error} onRetry={() => void shifts.refetch()} />
      ) : shifts.data.length === 0 ? (
        <Paper withBorder radius="md" p="lg" data-testid="guest-shifts-empty">
          <Text>{t('guestShifts.empty')}</Text>
        </Paper>
      ) : (
        <Stack gap="md" aria-label={t('guestShifts.listLabel', { week })} data-testid="guest-shifts">
          {byDay(shifts.data).map(([day, list]) => (
            <Stack key={day} gap="xs" data-testid="guest-shift-day" data-day={day}>
              <Title order={2} fz="h5" tt="capitalize">
                {formatDate(day, 'guestShifts.dayTitle')}
              </Title>
              {list.map((s) => (
                <ShiftCard key={s._id} s={s} />
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
