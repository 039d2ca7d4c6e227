// /admin/reports (spec §2, §7): the difference of two periods, shift statistics per worker and
// the payroll report, one tab each; a tab's data loads when it is opened.
import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';
import { DiffTab } from './DiffTab.tsx';
import { SalaryReportTab } from './SalaryReportTab.tsx';
import { ShiftStatisticsTab } from './ShiftStatisticsTab.tsx';
import './texts.ts';

const TABS = ['diff', 'shiftStatistics', 'salaryReport'] as const;

export default function ReportsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<(typeof TABS)[number]>('diff');
  return (
    <Stack gap="lg" data-testid="reports-page">
      <Title order={1} fz="h2">
        {t('admin.reports')}
      </Title>
      <Tabs value={tab} onChange={(v) => v && setTab(v as (typeof TABS)[number])} keepMounted={false}>
        <Tabs.List>
          {TABS.map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`reports-tab-${key}`}>
              {t(`reports.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="diff" pt="md">
          <DiffTab />
        </Tabs.Panel>
        <Tabs.Panel value="shiftStatistics" pt="md">
          <ShiftStatisticsTab />
        </Tabs.Panel>
        <Tabs.Panel value="salaryReport" pt="md">
          <SalaryReportTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
