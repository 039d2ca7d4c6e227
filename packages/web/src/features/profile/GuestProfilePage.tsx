// /guest-user/profile: the guest's name and email, language and dark mode kept in this browser
// ("device" forgets the stored choice), and a password change.
import { Paper, Stack, Text, Title, useMantineColorScheme } from '@mantine/core';
import './texts.ts';
import type { Locale } from '@tuura/domain/enums';
import { DEFAULT_LOCALE } from '@tuura/domain/limits';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session.ts';
import { applyLocale, isLocale } from '../../i18n/index.ts';
import { darkModeOf, useApplyDarkMode } from '../../lib/colorScheme.ts';
import { AppearanceSettings } from './AppearanceSettings.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

export default function GuestProfilePage() {
  const { t, i18n } = useTranslation();
  const { data } = useSession();
  const { colorScheme } = useMantineColorScheme();
  const applyDarkMode = useApplyDarkMode();
  if (data?.kind !== 'guest') return null;
  const locale: Locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} fz="h2">
        {t('guest.profile')}
      </Title>
      <Paper withBorder radius="md" p="md" data-testid="profile-identity">
        <Text fw={700} fz="lg" data-testid="profile-name">
          {data.guest.name}
        </Text>
        <Text c="dimmed" data-testid="profile-email">
          {data.guest.email}
        </Text>
      </Paper>
      <AppearanceSettings
        locale={locale}
        darkMode={darkModeOf(colorScheme)}
        onLocale={(next) => void applyLocale(next)}
        onDarkMode={applyDarkMode}
      />
      <ChangePasswordForm guest />
    </Stack>
  );
}
