// Two months side by side per customer, department or worker: revenue with its change and
// percentage, margin and hours; the totals of both at the foot.
import { Alert, Group, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { MONEY } from '@tuura/domain/limits';
import { BREAKDOWNS, type BusinessTotals } from '@tuura/domain/schemas/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthSwitcher } from '../../../components/MonthSwitcher.tsx';
import { addMonths, currentMonth, formatCents, formatHours, monthRange } from '../../../lib/money.ts';
import { percent } from '../format.ts';
import { useReportDiff } from './api.ts';

type Breakdown = (typeof BREAKDOWNS)[number];

function Cells({ a, b }: { a: BusinessTotals; b: BusinessTotals }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const delta = b.billed - a.billed;
  return (
    <>
      <Table.Td ta="right">{formatCents(a.billed, lang)}</Table.Td>
      <Table.Td ta="right">{formatCents(b.billed, lang)}</Table.Td>
      {/* The sign says the direction; the text keeps the table's colour (contrast on striped rows). */}
      <Table.Td ta="right" fw={600} data-testid="diff-delta">
        {delta > 0 ? '+' : ''}
        {formatCents(delta, lang)}
      </Table.Td>
      <Table.Td ta="right">{percent(delta, a.billed, lang)}</Table.Td>
      <Table.Td ta="right">{formatCents(a.margin, lang)}</Table.Td>
      <Table.Td ta="right">{formatCents(b.margin, lang)}</Table.Td>
      <Table.Td ta="right">{formatHours(a.minutes, lang)}</Table.Td>
      <Table.Td ta="right">{formatHours(b.minutes, lang)}</Table.Td>
    </>
  );
}

export function DiffTab() {
  const { t } = useTranslation();
  const [monthB, setMonthB] = useState(currentMonth);
  const [monthA, setMonthA] = useState(() => addMonths(currentMonth(), -1));
  const [groupBy, setGroupBy] = useState<Breakdown>('customer');
  const query = useReportDiff({ a: monthRange(monthA), b: monthRange(monthB), groupBy });
  const data = query.data;
  const head = (key: string, side?: 'A' | 'B') => (
    <Table.Th ta="right">
      {t(`reports.${key}`)}
      {side && ` ${side}`}
    </Table.Th>
  );
  return (
    <Stack gap="md">
      <Group align="end" gap="xl" wrap="wrap">
        <Stack gap={2} data-testid="diff-month-a">
          <Text size="sm" fw={500}>
            {t('reports.periodA')}
          </Text>
          <MonthSwitcher value={monthA} onChange={setMonthA} />
        </Stack>
        <Stack gap={2} data-testid="diff-month-b">
          <Text size="sm" fw={500}>
            {t('reports.periodB')}
          </Text>
          <MonthSwitcher value={monthB} onChange={setMonthB} />
        </Stack>
        <Select
          label={t('reports.groupBy')}
          value={groupBy}
          allowDeselect={false}
          onChange={(v) => v && setGroupBy(v as Breakdown)}
          data={BREAKDOWNS.map((g) => ({ value: g, label: t(`business.groups.${g}`) }))}
          w={180}
          data-testid="diff-group-by"
        />
      </Group>
      {query.isError && <Alert color="red">{t('reports.loadFailed')}</Alert>}
      {!data && !query.isError && <Skeleton h={240} />}
      {data?.truncated && (
        <Text size="sm" c="dimmed">
          {t('reports.truncated', { max: MONEY.maxBreakdownRows })}
        </Text>
      )}
      {data && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped data-testid="diff-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`business.groups.${groupBy}`)}</Table.Th>
                {head('revenue', 'A')}
                {head('revenue', 'B')}
                {head('delta')}
                {head('deltaPercent')}
                {head('margin', 'A')}
                {head('margin', 'B')}
                {head('hours', 'A')}
                {head('hours', 'B')}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={9} c="dimmed">
                    {t('reports.empty')}
                  </Table.Td>
                </Table.Tr>
              )}
              {data.rows.map((row) => (
                <Table.Tr key={row._id ?? 'none'}>
                  <Table.Td>{row._id ? row.name : t(`business.noGroup.${groupBy}`)}</Table.Td>
                  <Cells a={row.a} b={row.b} />
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700} data-testid="diff-total">
                <Table.Td>{t('reports.total')}</Table.Td>
                <Cells a={data.totals.a} b={data.totals.b} />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
