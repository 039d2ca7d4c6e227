// One notification in a list (bell menu and the notifications page): title, labels, the short
// text as the server cut it, and how long ago it came; opens on click, deletes on its own button.
import { ActionIcon, Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Notification } from '@tuura/domain/schemas/notification';
import { useTranslation } from 'react-i18next';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { formatDateTime, fromNow } from '../../lib/time.ts';
import { useDeleteNotification } from './api.ts';
import classes from './NotificationItem.module.css';
import './texts.ts';

type Props = {
  notification: Notification;
  onOpen: (id: string) => void;
  selected?: boolean;
  /** Where focus goes when the last item is deleted (the item's own buttons go with it). */
  onLastDeleted?: () => void;
};

export function NotificationList({ children }: { children: React.ReactNode }) {
  return (
    <ul className={classes.list} data-testid="notification-list">
      {children}
    </ul>
  );
}

/** Keyboard focus after a delete: the next item's delete button, else the previous one's. */
function focusNeighbour(button: HTMLElement, onLast?: () => void) {
  const item = button.closest('li');
  const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
  const target = neighbour?.querySelector<HTMLElement>('[data-testid="notification-delete"]');
  if (target) target.focus();
  else onLast?.();
}

export function NotificationItem({ notification: n, onOpen, selected = false, onLastDeleted }: Props) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteNotification();
  const offline = useOfflineAction();
  return (
    <Group
      component="li"
      className={classes.item}
      wrap="nowrap"
      align="flex-start"
      gap={0}
      data-selected={selected || undefined}
      data-unread={n.readAt === null || undefined}
      data-testid="notification-item"
    >
      <UnstyledButton
        className={classes.open}
        onClick={() => onOpen(n._id)}
        aria-current={selected || undefined}
      >
        {n.readAt === null && (
          <span className={classes.hidden} data-testid="notification-unread">
            {t('notifications.unread')}
          </span>
        )}
        {/* Inside a button only phrasing content: spans shown as blocks. */}
        <Text
          component="span"
          display="block"
          fw={n.readAt === null ? 700 : 500}
          size="sm"
          data-testid="notification-title"
        >
          {n.title}
        </Text>
        {n.labels.length > 0 && (
          <Group component="span" gap={4} my={4}>
            {n.labels.map((label) => (
              <Badge component="span" key={label} size="xs" variant="light">
                {label}
              </Badge>
            ))}
          </Group>
        )}
        {n.shortText && (
          <Text component="span" display="block" size="sm" c="dimmed" data-testid="notification-short-text">
            {n.shortText}
            {/* The server cuts at 80 characters; say so when it did. */}
            {n.text.length > n.shortText.length && '…'}
          </Text>
        )}
        <Text component="span" display="block" size="xs" c="dimmed" mt={2}>
          <time dateTime={n.createdAt} title={formatDateTime(n.createdAt, i18n.language)}>
            {fromNow(n.createdAt, i18n.language)}
          </time>
        </Text>
      </UnstyledButton>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={44}
        aria-label={t('notifications.delete', { title: n.title })}
        onClick={(event) => {
          focusNeighbour(event.currentTarget, onLastDeleted);
          remove.mutate(n._id);
        }}
        data-testid="notification-delete"
        {...offline}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
