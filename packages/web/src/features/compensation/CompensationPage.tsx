// /compensation (spec §2): the worker's pay, phone first. A month at a time: the
// month's sum, hours and shifts (and how many have no rate), then each shift with the hours that
// count and why, its rate and scheme and its sum. The sum shown is the server's, the sum of the
// lines (decision 116); read offline from the saved cache like the worker's shifts.
import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MONEY } from '@tuura/domain/limits';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MonthSwitcher } from '../../components/MonthSwitcher.tsx';
import { currentMonth, formatCents, formatHours } from '../../lib/money.ts';
import { compensationQuery } from './api.ts';
import { PayLineCard } from './PayLineCard.tsx';
import '../../lib/payLabels.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

export default function CompensationPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : currentMonth();
  const listing = useQuery(compensationQuery(month));
  const setMonth = (next: string) => setSearch({ month: next }, { replace: true });
  const data = listing.data;
  return (
    <Stack gap="md" maw={760} pb={96}>
      <Title order={1} fz="h2">
        {t('nav.compensation')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('compensation.intro')}
      </Text>
      <MonthSwitcher value={month} onChange={setMonth} />
      {listing.isError && !data && (
        <Alert color="red" title={t('compensation.loadFailed')}>
          {listing.error.message}
        </Alert>
      )}
      {!data && !listing.isError && <Skeleton h={120} radius="md" />}
      {data && (
        <Paper withBorder radius="md" p="md" data-testid="compensation-summary">
          <Stack gap="sm">
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('compensation.summary.title')}
              </Text>
              <Text fz={32} fw={700} lh={1.2} data-testid="compensation-total" data-cents={data.totals.paid}>
                {formatCents(data.totals.paid, i18n.language)}
              </Text>
            </Stack>
            <Group gap="xl">
              <Figure
                label={t('compensation.summary.hours')}
                value={formatHours(data.totals.minutes, i18n.language)}
                testId="compensation-hours"
              />
              <Figure
                label={t('compensation.summary.shifts')}
                value={String(data.totals.shifts)}
                testId="compensation-shifts"
              />
            </Group>
            {data.totals.unpricedPay > 0 && (
              <Alert
                color="orange"
                variant="light"
                p="xs"
                icon={<IconAlertTriangle size={16} aria-hidden />}
                data-testid="compensation-unpriced"
              >
                {t('compensation.summary.unpriced', { count: data.totals.unpricedPay })}
              </Alert>
            )}
            {data.truncated && (
              <Text size="xs" c="dimmed">
                {t('compensation.summary.truncated', { count: MONEY.maxLines })}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
      {data && data.lines.length === 0 && (
        <Stack gap={4} py="lg" ta="center" data-testid="compensation-empty">
          <Text fw={600}>{t('compensation.empty.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('compensation.empty.text')}
          </Text>
        </Stack>
      )}
      {data && data.lines.length > 0 && (
        <Stack gap="xs">
          <Title order={2} fz="h4">
            {t('compensation.list')}
          </Title>
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('compensation.list')}
            data-testid="pay-lines"
          >
            {data.lines.map((line) => (
              <PayLineCard key={line.shiftId} line={line} />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
