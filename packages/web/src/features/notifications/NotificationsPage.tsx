// /notifications?id=…: the chosen notification in full, then the whole list (spec §2).
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { Notification } from '@tuura/domain/schemas/notification';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/time.ts';
import { RouteErrorPage } from '../errors/ErrorPage.tsx';
import { useNotifications, useReadNotification } from './api.ts';
import { NotificationItem, NotificationList } from './NotificationItem.tsx';
import { subjectPath } from './subject.ts';
import './texts.ts';

export default function NotificationsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const id = search.get('id');
  const query = useNotifications();
  const selected = id ? query.data?.find((n) => n._id === id) : undefined;
  const read = useReadNotification();
  const readMutate = read.mutate;
  // Opened is read: once per notification shown unread.
  useEffect(() => {
    if (selected && selected.readAt === null) readMutate(selected._id);
  }, [selected, readMutate]);
  const detailRef = useRef<HTMLDivElement>(null);
  // After the last item is deleted, focus goes to the page's title.
  const titleRef = useRef<HTMLHeadingElement>(null);

  // On a phone the list is long: bring the opened notification into view.
  useEffect(() => {
    if (id) detailRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [id]);

  // Nothing to show (not even a saved copy): the error page of spec §8.
  if (query.isError && !query.data)
    return <RouteErrorPage error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} fz="h2" ref={titleRef} tabIndex={-1}>
        {t('nav.notifications')}
      </Title>
      <div ref={detailRef}>
        {selected ? (
          <NotificationDetail notification={selected} />
        ) : (
          id &&
          query.data && (
            <Alert color="gray" data-testid="notification-not-found">
              {t('notifications.notFound')}
            </Alert>
          )
        )}
      </div>
      <Paper withBorder radius="md">
        {!query.data ? (
          <Stack gap="xs" p="sm" role="status" aria-label={t('common.loading')}>
            <Skeleton h={56} />
            <Skeleton h={56} />
            <Skeleton h={56} />
          </Stack>
        ) : query.data.length === 0 ? (
          <Stack gap={4} p="lg" ta="center" data-testid="notifications-empty">
            <Text fw={600}>{t('notifications.empty')}</Text>
            <Text c="dimmed" size="sm">
              {t('notifications.emptyText')}
            </Text>
          </Stack>
        ) : (
          <NotificationList>
            {query.data.map((n) => (
              <NotificationItem
                key={n._id}
                notification={n}
                selected={n._id === id}
                onOpen={(nextId) => setSearch({ id: nextId })}
                onLastDeleted={() => titleRef.current?.focus()}
              />
            ))}
          </NotificationList>
        )}
      </Paper>
    </Stack>
  );
}

function NotificationDetail({ notification: n }: { notification: Notification }) {
  const { t, i18n } = useTranslation();
  const to = subjectPath(n.subject);
  return (
    <Paper withBorder radius="md" p="md" data-testid="notification-detail">
      <Stack gap="xs">
        <Title order={2} fz="h3">
          {n.title}
        </Title>
        {n.labels.length > 0 && (
          <Group gap={4}>
            {n.labels.map((label) => (
              <Badge key={label} variant="light">
                {label}
              </Badge>
            ))}
          </Group>
        )}
        <Text size="sm" c="dimmed">
          <time dateTime={n.createdAt}>{formatDateTime(n.createdAt, i18n.language)}</time>
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="notification-text">
          {n.text}
        </Text>
        {to && n.subject && (
          <Button
            component={Link}
            to={to}
            variant="light"
            rightSection={<IconArrowRight size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            data-testid="notification-subject"
          >
            {t(`notifications.subject.${n.subject.type}`)}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
