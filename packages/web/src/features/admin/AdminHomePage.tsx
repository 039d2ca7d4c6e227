// /admin: an admin's home (docs/decisions/071). The counts that need action today, the same as
// the menu's badges (stamps, shift requests and cancellations waiting) and the users without
// two-factor, each only for the admins whose areas may read it (spec §6), each leading to its page.
import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { canPollUnhandledCounts, readOrAbove } from '@tuura/domain/permissions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cancellationsActiveQuery } from '../../api/cancellationsActive.ts';
import { organizationAdminQuery } from '../../api/organizationAdmin.ts';
import { useUser } from '../../api/session.ts';
import { stampsWaitingQuery } from '../../api/stampsWaiting.ts';
import { suggestionsWaitingQuery } from '../../api/suggestionsWaiting.ts';
import { adminMenuPath } from '../../app/paths.ts';
import '../../i18n/adminTexts.ts';

const pathOf = adminMenuPath;

function CountCard(props: {
  label: string;
  count: number | undefined;
  failed: boolean;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid={props.testId}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {props.label}
        </Text>
        {props.count !== undefined ? (
          <Text fz={32} fw={700} lh={1.2} data-testid={`${props.testId}-count`}>
            {props.count}
          </Text>
        ) : props.failed ? (
          <Text c="red" role="alert">
            {t('adminHome.loadFailed')}
          </Text>
        ) : (
          <Skeleton h={38} w={64} role="status" aria-label={t('common.loading')} />
        )}
        {props.children}
      </Stack>
    </Paper>
  );
}

type CardSpec = {
  testId: string;
  label: string;
  link: string;
  page: Parameters<typeof pathOf>[0];
  shown: boolean;
  count: number | undefined;
  failed: boolean;
}[];

export default function AdminHomePage() {
  const { t } = useTranslation();
  const user = useUser();
  const seesStamps = canPollUnhandledCounts(user.permissions);
  const seesOrganization = readOrAbove(user.permissions, 'organization');
  const stamps = useQuery({ ...stampsWaitingQuery, enabled: seesStamps });
  const requests = useQuery({ ...suggestionsWaitingQuery, enabled: seesStamps });
  const cancellations = useQuery({ ...cancellationsActiveQuery, enabled: seesStamps });
  const org = useQuery({ ...organizationAdminQuery, enabled: seesOrganization });
  const waiting = (query: { data?: number; isError: boolean }) => ({
    shown: seesStamps,
    count: query.data,
    failed: query.isError,
  });
  const cards: CardSpec = [
    {
      testId: 'stamps-waiting',
      label: 'stampsWaiting',
      link: 'toStamps',
      page: 'stamps',
      ...waiting(stamps),
    },
    {
      testId: 'requests-waiting',
      label: 'requestsWaiting',
      link: 'toRequests',
      page: 'suggestions',
      ...waiting(requests),
    },
    {
      testId: 'cancellations-waiting',
      label: 'cancellationsWaiting',
      link: 'toCancellations',
      page: 'cancellations',
      ...waiting(cancellations),
    },
    {
      testId: 'users-without-tfa',
      label: 'usersWithoutTfa',
      link: 'toOrganization',
      page: 'organization',
      shown: seesOrganization,
      count: org.data?.organization.usersWithoutTfa,
      failed: org.isError,
    },
  ];
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} fz="h2">
        {t('adminHome.title')}
      </Title>
      {seesStamps || seesOrganization ? (
        <>
          <Text c="dimmed">{t('adminHome.intro')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {cards
              .filter((card) => card.shown)
              .map((card) => (
                <CountCard
                  key={card.testId}
                  label={t(`adminHome.${card.label}`)}
                  count={card.count}
                  failed={card.failed}
                  testId={card.testId}
                >
                  <Anchor component={Link} to={pathOf(card.page)} size="sm">
                    {t(`adminHome.${card.link}`)}
                  </Anchor>
                </CountCard>
              ))}
          </SimpleGrid>
        </>
      ) : (
        <Text data-testid="admin-home-nothing">{t('adminHome.nothing')}</Text>
      )}
    </Stack>
  );
}
