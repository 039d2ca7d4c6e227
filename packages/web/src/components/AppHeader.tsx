// Shared header (spec §2): back button, notifications (users), restore-admin button for a
// taken-over session, and the avatar menu.
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../api/session.ts';
import { NotificationMenu } from '../features/notifications/NotificationMenu.tsx';
import { AvatarMenu } from './AvatarMenu.tsx';

export function AppHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useSession();
  const user = data?.kind === 'user' ? data.user : undefined;
  return (
    <Group justify="space-between" wrap="nowrap" style={{ flex: 1 }}>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="subtle" size={44} onClick={() => navigate(-1)} aria-label={t('header.back')}>
          <IconArrowLeft size={22} aria-hidden />
        </ActionIcon>
        <Text fw={800} fz="lg" c="blue">
          Tuura
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {user?.oldSession && (
          <Button size="xs" variant="light" color="orange" data-testid="restore-admin">
            {t('header.restoreAdmin')}
          </Button>
        )}
        {user && <NotificationMenu />}
        <AvatarMenu />
      </Group>
    </Group>
  );
}
