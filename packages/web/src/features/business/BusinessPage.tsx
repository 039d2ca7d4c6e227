// /admin/business (spec §2; needs read on shifts, billing and compensation): revenue, cost,
// margin, hours and fill rate of a range by reporting period, with a chart, the same numbers as
// a table and a breakdown by customer, department or worker. Every sum is the server's. The
// choices live in the URL; the breakdown's columns sort in the page (decision 142).
import { Alert, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { BusinessStatisticsInput } from '@tuura/domain/api/business';
import { REPORTING_PERIODS, type ReportingPeriod } from '@tuura/domain/enums';
import { MONEY } from '@tuura/domain/limits';
import { BREAKDOWNS, type BusinessTotals } from '@tuura/domain/schemas/money';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SortTh } from '../../components/adminTable/SortHeader.tsx';
import { sortRows, type TableSort } from '../../components/adminTable/tableSort.ts';
import { useTableSort } from '../../components/adminTable/useTableSort.ts';
import { DateRangeField } from '../../components/DateRangeField.tsx';
import { formatCents, formatHours } from '../../lib/money.ts';
import { type DateRange, isValidRange, presetOf, RANGE_PRESETS } from '../../lib/rangePresets.ts';
import { useBusinessStatistics } from './api.ts';
import {
  type Breakdown,
  type BusinessFilters,
  businessFiltersFromSearch,
  searchWithBusinessFilters,
} from './businessFilters.ts';
import { percent, periodLabel } from './format.ts';

const BusinessChart = lazy(() => import('./BusinessChart.tsx'));

/** The breakdown table's columns and the number each sorts by. */
const MONEY_COLUMNS = ['revenue', 'cost', 'margin', 'marginPercent', 'hours', 'fillRate'] as const;
const GROUP_SORT_KEYS = ['name', ...MONEY_COLUMNS] as const;
type GroupSortKey = (typeof GROUP_SORT_KEYS)[number];
const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const groupValues = {
  name: (g: { name: string }) => g.name,
  revenue: (g: { totals: BusinessTotals }) => g.totals.billed,
  cost: (g: { totals: BusinessTotals }) => g.totals.paid,
  margin: (g: { totals: BusinessTotals }) => g.totals.margin,
  marginPercent: (g: { totals: BusinessTotals }) => share(g.totals.margin, g.totals.billed),
  hours: (g: { totals: BusinessTotals }) => g.totals.minutes,
  fillRate: (g: { totals: BusinessTotals }) => share(g.totals.filled, g.totals.planned),
};

function Kpi({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={20} fw={700} style={{ whiteSpace: 'nowrap' }} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

function Kpis({ totals }: { totals: BusinessTotals }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
      <Kpi label={t('business.revenue')} value={formatCents(totals.billed, lang)} testId="kpi-revenue" />
      <Kpi label={t('business.cost')} value={formatCents(totals.paid, lang)} testId="kpi-cost" />
      <Kpi label={t('business.margin')} value={formatCents(totals.margin, lang)} testId="kpi-margin" />
      <Kpi
        label={t('business.marginPercent')}
        value={percent(totals.margin, totals.billed, lang)}
        testId="kpi-margin-percent"
      />
      <Kpi
        label={t('business.hours')}
        value={formatHours(totals.minutes, lang)}
        hint={`${t('business.shifts')}: ${totals.shifts}`}
        testId="kpi-hours"
      />
      <Kpi
        label={t('business.fillRate')}
        value={percent(totals.filled, totals.planned, lang)}
        hint={t('business.fillRateOf', { filled: totals.filled, planned: totals.planned })}
        testId="kpi-fill-rate"
      />
    </SimpleGrid>
  );
}

/** A row of money columns shared by the period and the breakdown tables. */
function MoneyCells({ totals }: { totals: BusinessTotals }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      <Table.Td ta="right">{formatCents(totals.billed, lang)}</Table.Td>
      <Table.Td ta="right">{formatCents(totals.paid, lang)}</Table.Td>
      <Table.Td ta="right">{formatCents(totals.margin, lang)}</Table.Td>
      <Table.Td ta="right">{percent(totals.margin, totals.billed, lang)}</Table.Td>
      <Table.Td ta="right">{formatHours(totals.minutes, lang)}</Table.Td>
      <Table.Td ta="right">{percent(totals.filled, totals.planned, lang)}</Table.Td>
    </>
  );
}

function MoneyHeads({
  first,
  sorting,
}: {
  first: string;
  /** The breakdown sorts by its columns; the periods stay in time order. */
  sorting?: { sort: TableSort<GroupSortKey>; onSort: (key: GroupSortKey) => void };
}) {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        {sorting ? (
          <SortTh sortKey="name" {...sorting}>
            {first}
          </SortTh>
        ) : (
          <Table.Th>{first}</Table.Th>
        )}
        {MONEY_COLUMNS.map((k) =>
          sorting ? (
            <SortTh key={k} sortKey={k} ta="right" {...sorting}>
              {t(`business.${k}`)}
            </SortTh>
          ) : (
            <Table.Th key={k} ta="right">
              {t(`business.${k}`)}
            </Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

function Controls(props: {
  range: DateRange;
  period: ReportingPeriod;
  groupBy: Breakdown;
  onRange: (r: DateRange) => void;
  onPeriod: (p: ReportingPeriod) => void;
  onGroupBy: (g: Breakdown) => void;
}) {
  const { t } = useTranslation();
  return (
    <DateRangeField value={props.range} onChange={props.onRange} presets={RANGE_PRESETS} testId="business">
      <Select
        label={t('business.period')}
        value={props.period}
        allowDeselect={false}
        onChange={(v) => v && props.onPeriod(v as ReportingPeriod)}
        data={REPORTING_PERIODS.map((p) => ({ value: p, label: t(`business.periods.${p}`) }))}
        data-testid="business-period"
        w={160}
      />
      <Select
        label={t('business.groupBy')}
        value={props.groupBy}
        allowDeselect={false}
        onChange={(v) => v && props.onGroupBy(v as Breakdown)}
        data={BREAKDOWNS.map((g) => ({ value: g, label: t(`business.groups.${g}`) }))}
        data-testid="business-group-by"
        w={160}
      />
    </DateRangeField>
  );
}

export default function BusinessPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [search, setSearch] = useSearchParams();
  const { range, period, groupBy } = useMemo(() => businessFiltersFromSearch(search), [search]);
  // A typed date replaces the URL's entry; a choice adds one (back steps through the choices).
  const change = (patch: Partial<BusinessFilters>, replace = false) =>
    setSearch((now) => searchWithBusinessFilters(now, { ...businessFiltersFromSearch(now), ...patch }), {
      replace,
    });
  const { sort, toggle: toggleSort } = useTableSort(GROUP_SORT_KEYS);
  const valid = isValidRange(range);
  const input: BusinessStatisticsInput = { ...range, period, groupBy };
  const query = useBusinessStatistics(input, valid);
  const data = query.data;

  return (
    <Stack gap="lg" data-testid="business-page">
      <Title order={1} fz="h2">
        {t('admin.business')}
      </Title>
      <Controls
        range={range}
        period={period}
        groupBy={groupBy}
        onRange={(r) => change({ preset: presetOf(r) ?? 'custom', range: r }, true)}
        onPeriod={(p) => change({ period: p })}
        onGroupBy={(g) => change({ groupBy: g })}
      />
      {!valid && <Alert color="red">{t('business.invalidRange')}</Alert>}
      {query.isError && <Alert color="red">{t('business.loadFailed')}</Alert>}
      {!data && valid && !query.isError && <Skeleton h={320} />}
      {data && (
        <>
          <Kpis totals={data.totals} />
          {(data.totals.unpricedBilling > 0 || data.totals.unpricedPay > 0) && (
            <Alert color="orange" variant="light" data-testid="business-unpriced">
              {t('business.unpricedHint', {
                billing: data.totals.unpricedBilling,
                pay: data.totals.unpricedPay,
              })}
            </Alert>
          )}
          <Paper withBorder p="md" radius="md">
            <Title order={2} fz="h4" mb="sm">
              {t('business.chartTitle')}
            </Title>
            <Suspense fallback={<Skeleton h={300} />}>
              <BusinessChart
                rows={data.periods.map((p) => ({
                  label: periodLabel(p, period, lang),
                  revenue: p.totals.billed / 100,
                  cost: p.totals.paid / 100,
                  margin: p.totals.margin / 100,
                }))}
              />
            </Suspense>
          </Paper>
          <Paper withBorder radius="md">
            <Title order={2} fz="h4" p="md" pb={0}>
              {t('business.periodTable')}
            </Title>
            <Table.ScrollContainer minWidth={720}>
              <Table striped style={{ whiteSpace: 'nowrap' }} data-testid="business-periods">
                <MoneyHeads first={t('business.periodStart')} />
                <Table.Tbody>
                  {data.periods.map((p) => (
                    <Table.Tr key={p.start}>
                      <Table.Td>{periodLabel(p, period, lang)}</Table.Td>
                      <MoneyCells totals={p.totals} />
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr fw={700} data-testid="business-periods-total">
                    <Table.Td>{t('business.total')}</Table.Td>
                    <MoneyCells totals={data.totals} />
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <Paper withBorder radius="md">
            <Title order={2} fz="h4" p="md" pb={0}>
              {t('business.breakdownTable', { group: t(`business.groups.${groupBy}`) })}
            </Title>
            {data.truncated && (
              <Text size="sm" c="dimmed" px="md">
                {t('business.truncated', { max: MONEY.maxBreakdownRows })}
              </Text>
            )}
            {data.groups.length === 0 ? (
              <Text p="md" c="dimmed">
                {t('business.empty')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table striped style={{ whiteSpace: 'nowrap' }} data-testid="business-groups">
                  <MoneyHeads
                    first={t(`business.groups.${groupBy}`)}
                    sorting={{ sort, onSort: toggleSort }}
                  />
                  <Table.Tbody>
                    {sortRows(data.groups, sort, groupValues).map((g) => (
                      <Table.Tr key={g._id ?? 'none'}>
                        <Table.Td>{g._id ? g.name : t(`business.noGroup.${groupBy}`)}</Table.Td>
                        <MoneyCells totals={g.totals} />
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
