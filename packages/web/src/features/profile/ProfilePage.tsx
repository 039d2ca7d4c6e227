// /profile (spec §2): who I am, language and dark mode (saved in my settings), two-factor
// authentication and password. The forced target while the organisation requires 2FA.
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { AppearanceSettings } from './AppearanceSettings.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { useUpdateSettings } from './settings.ts';
import { TwoFactorSection } from './TwoFactorSection.tsx';

export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useUser();
  const update = useUpdateSettings();
  const { firstName, lastName } = user.personal;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} fz="h2">
        {t('nav.profile')}
      </Title>
      {user.tfaRequired && (
        <Alert
          color="red"
          variant="light"
          icon={<IconShieldLock size={20} aria-hidden />}
          title={t('profile.tfa.requiredTitle')}
          role="alert"
          data-testid="tfa-required"
        >
          {t('profile.tfa.requiredText')}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md" data-testid="profile-identity">
        <Text fw={700} fz="lg" data-testid="profile-name">
          {`${firstName} ${lastName}`}
        </Text>
        <Text c="dimmed" data-testid="profile-email">
          {user.email}
        </Text>
      </Paper>
      {/* One fixed place: enabling flips tfaRequired, and a section that moved would be mounted
          anew and lose the recovery codes it is showing once. */}
      <TwoFactorSection user={user} />
      <AppearanceSettings
        locale={user.settings.locale}
        darkMode={user.settings.darkMode}
        onLocale={(locale) => update.mutate({ locale })}
        onDarkMode={(darkMode) => update.mutate({ darkMode })}
        needsConnection
      />
      <ChangePasswordForm />
    </Stack>
  );
}
