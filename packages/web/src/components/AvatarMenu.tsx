// Avatar: the person's picture, else initials on their colour; and a menu with name, email, profile and logout.
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { avatarColor, avatarTextColor } from '@tuura/domain/rules/avatarColor';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { call } from '../api/client.ts';
import { endpoints } from '../api/endpoints.ts';
import { useSession, useSetSession } from '../api/session.ts';
import { paths } from '../app/paths.ts';

function useIdentity() {
  const { data } = useSession();
  if (data?.kind === 'user') {
    const { firstName, lastName } = data.user.personal;
    return {
      name: `${firstName} ${lastName}`,
      email: data.user.email,
      profile: paths.profile,
      avatar: data.user.avatar,
    };
  }
  if (data?.kind === 'guest')
    return { name: data.guest.name, email: data.guest.email, profile: paths.guestProfile, avatar: null };
  return null;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');

export function AvatarMenu() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const setSession = useSetSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const logout = useMutation({
    mutationFn: () => call(endpoints.logout),
    meta: { silent: true },
    onSuccess: () => {
      client.clear();
      setSession({ kind: 'anonymous' });
      navigate(paths.login, { replace: true });
    },
    onError: () => notifications.show({ color: 'red', message: t('header.logoutFailed') }),
  });
  if (!identity) return null;
  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('header.userMenu')} data-testid="avatar-button" p={4}>
          {/* The colour goes on the placeholder itself: Mantine's variants tint it otherwise. */}
          {/* The uploaded picture when there is one; the initials on the name's colour otherwise. */}
          <Avatar
            src={identity.avatar}
            alt=""
            radius="xl"
            size={36}
            styles={{
              placeholder: { background: avatarColor(identity.name), color: avatarTextColor(identity.name) },
            }}
          >
            {initials(identity.name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fw={600} c="var(--mantine-color-text)" data-testid="avatar-name">
            {identity.name}
          </Text>
          <Text size="xs">{identity.email}</Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={identity.profile} leftSection={<IconUser size={16} aria-hidden />}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => logout.mutate()}
          data-testid="logout"
        >
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
