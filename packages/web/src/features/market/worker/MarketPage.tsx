// /shift-marketplace (spec §2, §4): the open shifts a worker can reserve, phone first. Grouped by
// day, filtered by customer, department and dates, optionally only those the worker's education
// meets; a shift they cannot take says why. Reserving asks about overlaps first (spec §8), then
// the shift leaves the list and appears in my shifts.
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { WorkerMarketShift } from '@tuura/domain/api/shiftMarket';
import { REQUEST } from '@tuura/domain/limits';
import { zonedDate, zonedTime } from '@tuura/domain/rules/zonedTime';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField.tsx';
import { useOfflineAction } from '../../../components/offlineAction.ts';
import { formatShiftDay, formatShiftSpan } from '../../../lib/shiftTime.ts';
import { marketPlacesQuery, useReserveShift, type WorkerMarketFilters, workerMarketQuery } from './api.ts';

/** A date field's day (YYYY-MM-DD, Helsinki) as the instant the list asks from. */
const startOf = (day: string) => (day ? zonedTime(day, 0).toISOString() : undefined);

export default function MarketplacePage() {
  const { t } = useTranslation();
  const [customer, setCustomer] = useState<string | null>(null);
  const [department, setDepartment] = useState<string | null>(null);
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [qualified, setQualified] = useState(false);
  const [limit, setLimit] = useState<number>(REQUEST.defaultPageSize);
  const places = useQuery(marketPlacesQuery);
  const filters: WorkerMarketFilters = {
    ...(customer && { customer }),
    ...(department && { department }),
    ...(fromDay && { from: startOf(fromDay) }),
    ...(toDay && { to: zonedTime(toDay, 24).toISOString() }),
    ...(qualified && { qualified: true }),
  };
  const list = useQuery(workerMarketQuery(filters, limit));
  const departments = places.data?.find((c) => c._id === customer)?.departments ?? [];
  const days = useMemo(() => groupByDay(list.data?.shifts ?? []), [list.data]);

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          {t('market.title')}
        </Title>
        <Text c="dimmed">{t('market.intro')}</Text>
      </div>
      <Stack gap="xs" data-testid="market-filters">
        <Group grow gap="xs" wrap="wrap">
          <Select
            label={t('market.filters.customer')}
            placeholder={t('market.filters.all')}
            data={(places.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
            value={customer}
            onChange={(value) => {
              setCustomer(value);
              setDepartment(null);
            }}
            clearable
            miw={150}
          />
          <Select
            label={t('market.filters.department')}
            placeholder={t('market.filters.all')}
            data={departments.map((d) => ({ value: d._id, label: d.name }))}
            value={department}
            onChange={setDepartment}
            disabled={!customer}
            clearable
            miw={150}
          />
        </Group>
        <Group grow gap="xs">
          <DateField
            label={t('market.filters.from')}
            value={fromDay}
            onChange={(day) => setFromDay(day ?? '')}
            clearable
          />
          <DateField
            label={t('market.filters.to')}
            value={toDay}
            onChange={(day) => setToDay(day ?? '')}
            clearable
          />
        </Group>
        <Switch
          label={t('market.filters.qualified')}
          checked={qualified}
          onChange={(e) => setQualified(e.currentTarget.checked)}
        />
      </Stack>
      {list.isPending ? (
        <Stack gap="sm">
          <Skeleton h={96} />
          <Skeleton h={96} />
        </Stack>
      ) : list.isError ? (
        <Alert color="red">{t('errors.status.other.text')}</Alert>
      ) : days.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="market-empty">
          {t('market.empty')}
        </Text>
      ) : (
        <Stack gap="lg" data-testid="market-list">
          {days.map(([day, shifts]) => (
            <Stack key={day} gap="xs" component="section" aria-label={formatShiftDay(shifts[0]?.from ?? day)}>
              <Title order={2} fz="h5" tt="capitalize">
                {formatShiftDay(shifts[0]?.from ?? day)}
              </Title>
              {shifts.map((shift) => (
                <MarketCard key={shift._id} shift={shift} />
              ))}
            </Stack>
          ))}
          {list.data?.more && (
            <Button
              variant="light"
              onClick={() => setLimit((n) => Math.min(n + REQUEST.defaultPageSize, REQUEST.maxPageSize))}
            >
              {t('market.more')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function groupByDay(shifts: readonly WorkerMarketShift[]) {
  const days = new Map<string, WorkerMarketShift[]>();
  for (const shift of shifts) {
    const day = zonedDate(shift.from);
    days.set(day, [...(days.get(day) ?? []), shift]);
  }
  return [...days.entries()];
}

function MarketCard({ shift }: { shift: WorkerMarketShift }) {
  const { t } = useTranslation();
  const reserve = useReserveShift();
  const offline = useOfflineAction();
  const time = formatShiftSpan(shift.from, shift.to);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="market-shift" data-shift-id={shift._id}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{shift.name}</Text>
            <Text size="sm">{time}</Text>
            {shift.place && (
              <Text size="sm" c="dimmed">
                {shift.place.customer} · {shift.place.department}
              </Text>
            )}
          </div>
          <Badge variant="light" color={shift.qualifies ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
            {shift.education
              ? t('market.requires', { level: t(`market.level.${shift.education}`) })
              : t('market.anyEducation')}
          </Badge>
        </Group>
        {shift.description && (
          <Text size="sm" c="dimmed">
            {shift.description}
          </Text>
        )}
        {shift.reason !== null && (
          <Text size="sm" c="dimmed" fs="italic" data-testid="market-reason">
            {t(`market.reason.${shift.reason}`)}
          </Text>
        )}
        <Button
          fullWidth
          disabled={!shift.qualifies || offline.disabled}
          title={offline.title}
          loading={reserve.isPending}
          onClick={() => reserve.mutate(shift)}
          aria-label={t('market.reserveAria', { name: shift.name, time })}
        >
          {t('market.reserve')}
        </Button>
      </Stack>
    </Card>
  );
}
