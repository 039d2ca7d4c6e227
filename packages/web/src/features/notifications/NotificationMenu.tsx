// The bell in the header (spec §2): a count badge and a dropdown of the own notifications,
// newest first, with refresh, delete-all and single delete; an item opens its page.
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconBell, IconRefresh } from '@tabler/icons-react';
import { UI } from '@tuura/domain/limits';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { unreadCount, useDeleteAllNotifications, useNotifications, useReadAllNotifications } from './api.ts';
import { NotificationItem, NotificationList } from './NotificationItem.tsx';
import './texts.ts';

export const notificationPath = (id: string) => `${paths.notifications}?id=${encodeURIComponent(id)}`;

const MAX_BADGE = 99;

export function NotificationMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const query = useNotifications();
  const deleteAll = useDeleteAllNotifications();
  const offline = useOfflineAction();
  const list = query.data ?? [];
  const count = list.length;
  const unread = unreadCount(list);
  const readAll = useReadAllNotifications();
  // Keyboard focus follows the delete-all steps: to Cancel when asked, back to the button when
  // cancelled, to Refresh once everything is gone (the buttons it was on disappear).
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteAllRef = useRef<HTMLButtonElement>(null);
  const refreshRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  useEffect(() => {
    focusNext.current?.current?.focus();
    focusNext.current = null;
  });
  const focusRefresh = () => refreshRef.current?.focus();

  const setOpen = (open: boolean) => {
    setOpened(open);
    if (!open) setConfirming(false);
  };
  const openItem = (id: string) => {
    setOpen(false);
    navigate(notificationPath(id));
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpen}
      width={UI.notificationMenuWidth}
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Indicator
        label={<span data-testid="notification-count">{unread > MAX_BADGE ? `${MAX_BADGE}+` : unread}</span>}
        disabled={unread === 0}
        size={18}
        offset={9}
        color="red"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size={44}
            onClick={() => setOpen(!opened)}
            aria-label={t('notifications.bellUnread', { count: unread })}
            data-testid="notification-bell"
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown
        p={0}
        mah={UI.notificationMenuMaxHeight}
        maw="calc(100vw - 16px)"
        aria-label={t('notifications.title')}
        data-testid="notification-menu"
      >
        {/* The buttons go under the title when they do not fit beside it (Finnish with unread
            notices): kept on one line, the refresh was pushed past the screen's edge. */}
        <Group justify="space-between" wrap="wrap" pl="sm" pr={4} py={4} gap="xs">
          <Text fw={700}>{t('notifications.title')}</Text>
          <Group gap={4} wrap="nowrap" ml="auto">
            {unread > 0 && !confirming && (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => readAll.mutate()}
                data-testid="notification-read-all"
                {...offline}
              >
                {t('notifications.readAll')}
              </Button>
            )}
            {count > 0 && !confirming && (
              <Button
                ref={deleteAllRef}
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => {
                  focusNext.current = cancelRef;
                  setConfirming(true);
                }}
                data-testid="notification-delete-all"
                {...offline}
              >
                {t('notifications.deleteAll')}
              </Button>
            )}
            <ActionIcon
              ref={refreshRef}
              variant="subtle"
              size={44}
              onClick={() => void query.refetch()}
              loading={query.isFetching}
              aria-label={t('common.refresh')}
              data-testid="notification-refresh"
            >
              <IconRefresh size={20} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {confirming && (
          <Group justify="space-between" wrap="nowrap" px="sm" pb="xs" gap="xs" role="alert">
            <Text size="sm">{t('notifications.deleteAllConfirm', { count })}</Text>
            <Group gap={4} wrap="nowrap">
              <Button
                ref={cancelRef}
                size="compact-sm"
                variant="default"
                onClick={() => {
                  focusNext.current = deleteAllRef;
                  setConfirming(false);
                }}
              >
                {t('common.cancel')}
              </Button>
              <Button
                size="compact-sm"
                color="red"
                onClick={() => {
                  setConfirming(false);
                  focusRefresh();
                  deleteAll.mutate();
                }}
                data-testid="notification-delete-all-confirm"
                {...offline}
              >
                {t('common.delete')}
              </Button>
            </Group>
          </Group>
        )}
        <Box style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <ScrollArea.Autosize mah={UI.notificationListMaxHeight} type="auto">
            <MenuBody query={query} onOpen={openItem} onLastDeleted={focusRefresh} />
          </ScrollArea.Autosize>
        </Box>
        <Box ta="center" py={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Anchor component={Link} to={paths.notifications} size="sm" onClick={() => setOpen(false)}>
            {t('notifications.showAll')}
          </Anchor>
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}

function MenuBody({
  query,
  onOpen,
  onLastDeleted,
}: {
  query: ReturnType<typeof useNotifications>;
  onOpen: (id: string) => void;
  onLastDeleted: () => void;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Stack gap="xs" p="sm" aria-label={t('common.loading')} role="status">
        <Skeleton h={48} />
        <Skeleton h={48} />
        <Skeleton h={48} />
      </Stack>
    );
  if (!query.data)
    return (
      <Text size="sm" c="red" p="sm" role="alert">
        {t('notifications.loadFailed')}
      </Text>
    );
  if (query.data.length === 0)
    return (
      <Text size="sm" c="dimmed" p="md" ta="center" data-testid="notifications-empty">
        {t('notifications.empty')}
      </Text>
    );
  return (
    <NotificationList>
      {query.data.map((n) => (
        <NotificationItem key={n._id} notification={n} onOpen={onOpen} onLastDeleted={onLastDeleted} />
      ))}
    </NotificationList>
  );
}
