// /admin/reports (spec §2, §7): the difference of two periods, shift statistics per worker and
// the payroll report, one tab each; a tab's data loads when it is opened.
import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { businessContracts } from '@tuura/domain/api/business';
import { salaryContracts } from '@tuura/domain/api/salaries';
import { checkAccess } from '@tuura/domain/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';
import { useSession } from '../../../api/session.ts';
import { DiffTab } from './DiffTab.tsx';
import { SalaryReportTab } from './SalaryReportTab.tsx';
import { ShiftStatisticsTab } from './ShiftStatisticsTab.tsx';
import './texts.ts';

const TABS = ['diff', 'shiftStatistics', 'salaryReport'] as const;
type Tab = (typeof TABS)[number];

/** Each tab's call decides who sees it: the page (users read) may hold none of them. */
const TAB_ACCESS = {
  diff: businessContracts.diff.access,
  shiftStatistics: businessContracts.shiftStatistics.access,
  salaryReport: salaryContracts.report.access,
} as const;

export default function ReportsPage() {
  const { t } = useTranslation();
  const { data } = useSession();
  const permissions = data?.kind === 'user' ? data.user.permissions : undefined;
  const tabs = TABS.filter((key) => checkAccess(TAB_ACCESS[key], { kind: 'user', permissions }) === 'ok');
  const [chosen, setTab] = useState<Tab | null>(null);
  const tab = chosen && tabs.includes(chosen) ? chosen : (tabs[0] ?? null);
  return (
    <Stack gap="lg" data-testid="reports-page">
      <Title order={1} fz="h2">
        {t('admin.reports')}
      </Title>
      {tabs.length === 0 && <Alert color="gray">{t('reports.noTabs')}</Alert>}
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
        <Tabs.List>
          {tabs.map((key) => (
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
