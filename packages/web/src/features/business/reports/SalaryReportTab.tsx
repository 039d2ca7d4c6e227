// The payroll report of a range (`POST /api/users/salary-report/admin`): per worker on payroll
// the accounting id, hours and pay, and the same as an XLSX or CSV file for payroll. It opens on
// the previous month, the one payroll pays (decision 141).
import { Alert, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../components/DateRangeField.tsx';
import { showToast } from '../../../components/toast.ts';
import { formatCents, formatHours } from '../../../lib/money.ts';
import { type DateRange, presetRange } from '../../../lib/rangePresets.ts';
import { downloadSalaryReport, useSalaryReport } from './api.ts';

export function SalaryReportTab() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [range, setRange] = useState<DateRange>(() => presetRange('lastMonth'));
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const query = useSalaryReport(range);
  const data = query.data;
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      await downloadSalaryReport(range, format);
    } catch {
      showToast('red', t('reports.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <DateRangeField value={range} onChange={setRange} testId="salary-report" />
        <Group gap="xs">
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={busy === format}
              onClick={() => download(format)}
              data-testid={`salary-report-${format}`}
            >
              {t(format === 'xlsx' ? 'reports.downloadXlsx' : 'reports.downloadCsv')}
            </Button>
          ))}
        </Group>
      </Group>
      {query.isError && <Alert color="red">{t('reports.loadFailed')}</Alert>}
      {!data && !query.isError && <Skeleton h={240} />}
      {data?.truncated && (
        <Text size="sm" c="dimmed">
          {t('reports.salaryTruncated')}
        </Text>
      )}
      {data && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped data-testid="salary-report-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.worker')}</Table.Th>
                <Table.Th>{t('reports.accountingId')}</Table.Th>
                <Table.Th>{t('reports.payType')}</Table.Th>
                <Table.Th ta="right">{t('reports.shifts')}</Table.Th>
                <Table.Th ta="right">{t('reports.hours')}</Table.Th>
                <Table.Th ta="right">{t('reports.paid')}</Table.Th>
                <Table.Th ta="right">{t('reports.unpriced')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => (
                <Table.Tr key={row._id}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.accountingId}</Table.Td>
                  <Table.Td>{row.payType ? t(`users.payType.${row.payType}`) : '–'}</Table.Td>
                  <Table.Td ta="right">{row.shifts}</Table.Td>
                  <Table.Td ta="right">{formatHours(row.minutes, lang)}</Table.Td>
                  <Table.Td ta="right">{formatCents(row.paid, lang)}</Table.Td>
                  <Table.Td ta="right">{row.unpricedPay}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Td colSpan={3}>{t('reports.total')}</Table.Td>
                <Table.Td ta="right">{data.totals.shifts}</Table.Td>
                <Table.Td ta="right">{formatHours(data.totals.minutes, lang)}</Table.Td>
                <Table.Td ta="right">{formatCents(data.totals.paid, lang)}</Table.Td>
                <Table.Td ta="right">{data.totals.unpricedPay}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
