// The person's own details as the admin keeps them (spec §2 /profile): read-only here.
import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { avatarColor, avatarTextColor } from '@tuura/domain/rules/avatarColor';
import type { User } from '@tuura/domain/schemas/user';
import { useTranslation } from 'react-i18next';

function Item({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text data-testid={testId} c={value ? undefined : 'dimmed'}>
        {value || t('profile.details.none')}
      </Text>
    </Stack>
  );
}

export function PersonalDetails({ user }: { user: User }) {
  const { t } = useTranslation();
  const { firstName, lastName, phone, address } = user.personal;
  const name = `${firstName} ${lastName}`;
  const place = [address.street, [address.zip, address.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper withBorder radius="md" p="md" data-testid="profile-identity">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={user.avatar}
            alt=""
            radius="xl"
            size={64}
            styles={{ placeholder: { background: avatarColor(name), color: avatarTextColor(name) } }}
            data-testid="profile-avatar"
          >
            {`${firstName[0] ?? ''}${lastName[0] ?? ''}`.toUpperCase()}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" data-testid="profile-name">
              {name}
            </Text>
            <Text c="dimmed" data-testid="profile-email" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </Stack>
        </Group>
        <Title order={2} fz="h4">
          {t('profile.details.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Item label={t('profile.details.phone')} value={phone} testId="profile-phone" />
          <Item label={t('profile.details.address')} value={place} testId="profile-address" />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('profile.details.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
