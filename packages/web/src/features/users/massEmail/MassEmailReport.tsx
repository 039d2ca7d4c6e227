// The delivery report: the newest mass emails with how many messages are queued, sent, failed or
// logged, and one send's recipients with each one's state, tries and error.
import { Badge, Button, Drawer, Group, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MASS_EMAIL_STATUSES, type MassEmailStatus } from '@tuura/domain/schemas/massEmail';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/time.ts';
import { RouteErrorPage } from '../../errors/ErrorPage.tsx';
import { massEmailQuery, massEmailsQuery } from './api.ts';

const COLOR: Record<MassEmailStatus, string> = {
  queued: 'blue',
  sent: 'green',
  failed: 'red',
  logged: 'gray',
};

function Counts({ counts }: { counts: Record<MassEmailStatus, number> }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {MASS_EMAIL_STATUSES.filter((s) => counts[s] > 0).map((s) => (
        <Badge key={s} size="sm" variant="light" color={COLOR[s]} data-testid={`mass-count-${s}`}>
          {t(`massEmail.status.${s}`)} {counts[s]}
        </Badge>
      ))}
    </Group>
  );
}

function SendList({ open }: { open: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const sends = useQuery(massEmailsQuery);
  if (sends.isPending) return <Skeleton h={160} aria-busy="true" />;
  if (!sends.data) return <RouteErrorPage error={sends.error} onRetry={() => void sends.refetch()} />;
  if (sends.data.length === 0) return <Text c="dimmed">{t('massEmail.noSends')}</Text>;
  return (
    <Table striped verticalSpacing="xs" data-testid="mass-email-sends">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('massEmail.subject')}</Table.Th>
          <Table.Th>{t('massEmail.sentAt')}</Table.Th>
          <Table.Th>{t('massEmail.recipients')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sends.data.map((s) => (
          <Table.Tr key={s._id} data-testid="mass-email-send-row">
            <Table.Td>
              <UnstyledButton
                onClick={() => open(s._id)}
                fw={600}
                style={{ textDecoration: 'underline', overflowWrap: 'anywhere' }}
                aria-label={t('massEmail.openOne', { title: s.title })}
              >
                {s.title}
              </UnstyledButton>
              <Text size="xs" c="dimmed">
                {s.createdBy}
              </Text>
            </Table.Td>
            <Table.Td>{formatDateTime(s.createdAt, i18n.language)}</Table.Td>
            <Table.Td>
              <Text size="sm">{s.recipientCount}</Text>
              <Counts counts={s.counts} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function SendDetail({ id, back }: { id: string; back: () => void }) {
  const { t, i18n } = useTranslation();
  const send = useQuery(massEmailQuery(id));
  if (send.isPending) return <Skeleton h={160} aria-busy="true" />;
  if (!send.data) return <RouteErrorPage error={send.error} onRetry={() => void send.refetch()} />;
  const m = send.data;
  return (
    <Stack gap="sm" data-testid="mass-email-detail">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        onClick={back}
        w="fit-content"
      >
        {t('massEmail.back')}
      </Button>
      <Text fw={600}>{m.title}</Text>
      <Text size="sm" c="dimmed">
        {formatDateTime(m.createdAt, i18n.language)} · {m.createdBy}
      </Text>
      <Counts counts={m.counts} />
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={6}>
        {m.message}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing={4} data-testid="mass-email-recipients">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('massEmail.name')}</Table.Th>
              <Table.Th>{t('massEmail.email')}</Table.Th>
              <Table.Th>{t('massEmail.state')}</Table.Th>
              <Table.Th>{t('massEmail.attempts')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {m.recipients.map((r) => (
              <Table.Tr key={`${r.userId}-${r.to}`} data-testid="mass-email-recipient">
                <Table.Td>{r.name}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.to}</Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={COLOR[r.status]}>
                    {t(`massEmail.status.${r.status}`)}
                  </Badge>
                  {r.sentAt && (
                    <Text size="xs" c="dimmed">
                      {formatDateTime(r.sentAt, i18n.language)}
                    </Text>
                  )}
                  {r.error && (
                    <Text size="xs" c="red" lineClamp={2}>
                      {t('massEmail.error')}: {r.error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{r.attempts}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** `shown`: null closed, '' the list, or one send's id. */
export function MassEmailReport({
  shown,
  show,
}: {
  shown: string | null;
  show: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={shown !== null}
      onClose={() => show(null)}
      position="right"
      size="xl"
      title={t('massEmail.reportTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {shown === '' && <SendList open={show} />}
      {shown && <SendDetail id={shown} back={() => show('')} />}
    </Drawer>
  );
}
