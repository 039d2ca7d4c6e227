// Pages without a menu (login, password reset): centred card on a quiet background, under the
// organisation's logo and name.
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { publicOrganizationQuery } from '../../api/organizationPublic.ts';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { OfflineBanner } from '../../components/OfflineBanner.tsx';
import { OrganizationLogo } from '../../components/OrganizationLogo.tsx';

export default function BareLayout() {
  const { t } = useTranslation();
  const org = useQuery(publicOrganizationQuery);
  return (
    <Box component="main" mih="100dvh" bg="var(--mantine-color-body)">
      <OfflineBanner />
      <Center mih="100dvh" p="md">
        <Stack w="100%" maw={420} gap="lg">
          <Group justify="flex-end">
            <LanguageSwitch />
          </Group>
          <Stack gap={2} align="center">
            <OrganizationLogo height={64} maxWidth={240} />
            <Title order={1} fz={32} c="blue">
              {t('app.name')}
            </Title>
            <Text c="dimmed" size="sm" data-testid="organization-name">
              {org.data?.organization.name ?? t('app.tagline')}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p="lg" radius="md">
            <Outlet />
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
