// Each worker's shifts in a range (this month first), a page at a time in name order: how many, the hours the stamp
// rule counts, by shift type, and stamps still waiting for an admin.
import { Alert, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../components/DateRangeField.tsx';
import { formatHours } from '../../../lib/money.ts';
import { type DateRange, presetRange } from '../../../lib/rangePresets.ts';
import { useShiftStatistics } from './api.ts';

const PAGE = 50;

export function ShiftStatisticsTab() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => presetRange('thisMonth'));
  const [offset, setOffset] = useState(0);
  const query = useShiftStatistics({ ...range, limit: PAGE, offset });
  const data = query.data;
  return (
    <Stack gap="md">
      <DateRangeField
        value={range}
        onChange={(r) => {
          setRange(r);
          setOffset(0);
        }}
        testId="shift-statistics"
      />
      {query.isError && <Alert color="red">{t('reports.loadFailed')}</Alert>}
      {!data && !query.isError && <Skeleton h={240} />}
      {data && (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table striped data-testid="shift-statistics-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reports.worker')}</Table.Th>
                  <Table.Th ta="right">{t('reports.shifts')}</Table.Th>
                  <Table.Th ta="right">{t('reports.hours')}</Table.Th>
                  {[0, 1, 2, 3].map((type) => (
                    <Table.Th key={type} ta="right">
                      {t(`reports.types.${type}`)}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">{t('reports.stampsWaiting')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.users.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={8} c="dimmed">
                      {t('reports.empty')}
                    </Table.Td>
                  </Table.Tr>
                )}
                {data.users.map((u) => (
                  <Table.Tr key={u._id}>
                    <Table.Td>{u.name}</Table.Td>
                    <Table.Td ta="right">{u.shifts}</Table.Td>
                    <Table.Td ta="right">{formatHours(u.minutes, i18n.language)}</Table.Td>
                    {u.byType.map((n, type) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the index is the shift type
                      <Table.Td key={type} ta="right">
                        {n}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right">{u.stampsWaiting}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="shift-statistics-page">
              {t('reports.pageOf', {
                from: data.total === 0 ? 0 : offset + 1,
                to: offset + data.users.length,
                total: data.total,
              })}
            </Text>
            <Group gap="xs">
              <Button variant="default" disabled={offset === 0} onClick={() => setOffset(offset - PAGE)}>
                {t('reports.previous')}
              </Button>
              <Button
                variant="default"
                disabled={offset + PAGE >= data.total}
                onClick={() => setOffset(offset + PAGE)}
              >
                {t('reports.next')}
              </Button>
            </Group>
          </Group>
        </>
      )}
    </Stack>
  );
}
