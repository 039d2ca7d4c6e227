// Shared header (spec §2): back button, the organisation's logo (within the app: with no page of it behind, the role's
// home; hidden on that home itself when nothing is behind, where it would lead nowhere),
// notifications (users), restore-admin button for a taken-over session, and the avatar menu.
import { ActionIcon, Box, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { takeOverContracts } from '@tuura/domain/api/takeOver';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { call, endpoint } from '../api/client.ts';
import { useSession, useSetSession } from '../api/session.ts';
import { homeFor } from '../app/paths.ts';
import { NotificationMenu } from '../features/notifications/NotificationMenu.tsx';
import { AvatarMenu } from './AvatarMenu.tsx';
import { hasInAppHistory } from './inAppHistory.ts';
import { OrganizationLogo } from './OrganizationLogo.tsx';
import { showToast } from './toast.ts';

/** Ends an admin's take-over of this session and gives the admin's own back (decision 105). */
const releaseControl = endpoint<typeof takeOverContracts.release>('POST', '/api/users/control-release/admin');

export function AppHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const { data } = useSession();
  const setSession = useSetSession();
  const user = data?.kind === 'user' ? data.user : undefined;
  const restoreAdmin = useMutation({
    meta: { silent: true },
    mutationFn: () => call(releaseControl),
    // The admin is back: nothing loaded as the taken-over person stays in the cache.
    onSuccess: ({ user }) => {
      client.clear();
      const session = { kind: 'user' as const, user };
      setSession(session);
      navigate(homeFor(session), { replace: true });
    },
    onError: () => showToast('red', t('header.restoreAdminFailed')),
  });
  const atHomeWithNothingBehind = pathname === homeFor(data) && !hasInAppHistory();
  return (
    <Group justify="space-between" wrap="nowrap" style={{ flex: 1 }}>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          size={44}
          // Hidden, not removed: the logo keeps its place from page to page.
          style={atHomeWithNothingBehind ? { visibility: 'hidden' } : undefined}
          onClick={() => (hasInAppHistory() ? navigate(-1) : navigate(homeFor(data), { replace: true }))}
          aria-label={t('header.back')}
          data-testid="header-back"
        >
          <IconArrowLeft size={22} aria-hidden />
        </ActionIcon>
        <OrganizationLogo height={28} maxWidth={96} />
        <Text fw={800} fz="lg" c="blue">
          {t('app.name')}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {user?.oldSession && (
          // On a phone only its icon shows, so the bell and the avatar keep their place.
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            aria-label={t('header.restoreAdmin')}
            title={t('header.restoreAdmin')}
            onClick={() => restoreAdmin.mutate()}
            loading={restoreAdmin.isPending}
            data-testid="restore-admin"
          >
            <Box component="span" visibleFrom="sm">
              {t('header.restoreAdmin')}
            </Box>
          </Button>
        )}
        {/* Until two-factor is on (force-2FA), the notifications API answers 403: no bell, no polling. */}
        {user && !user.tfaRequired && <NotificationMenu />}
        <AvatarMenu />
      </Group>
    </Group>
  );
}
