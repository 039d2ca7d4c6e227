// /profile (spec §2): who I am (details, picture), language and dark mode (saved in my settings),
// two-factor authentication, email and password, and the signed-in devices (decision 133). The
// forced target while the organisation requires 2FA.
import { Alert, Stack, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { AppearanceSettings } from './AppearanceSettings.tsx';
import { AvatarSection } from './AvatarSection.tsx';
import { ChangeEmailForm } from './ChangeEmailForm.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { DataExportSection } from './DataExportSection.tsx';
import { PersonalDetails } from './PersonalDetails.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { useUpdateSettings } from './settings.ts';
import { TwoFactorSection } from './TwoFactorSection.tsx';

export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useUser();
  const update = useUpdateSettings();
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
      <PersonalDetails user={user} />
      <AvatarSection user={user} />
      {/* Credentials stay the person's own: a taken-over session cannot change them (decision 105).
          One fixed place: enabling flips tfaRequired, and a section that moved would be mounted
          anew and lose the recovery codes it is showing once. */}
      {user.oldSession ? (
        <Alert color="orange" variant="light" data-testid="profile-taken-over">
          {t('profile.takenOver')}
        </Alert>
      ) : (
        <TwoFactorSection user={user} />
      )}
      <AppearanceSettings
        locale={user.settings.locale}
        darkMode={user.settings.darkMode}
        onLocale={(locale) => update.mutate({ locale })}
        onDarkMode={(darkMode) => update.mutate({ darkMode })}
        needsConnection
      />
      {!user.oldSession && <ChangeEmailForm />}
      {!user.oldSession && <ChangePasswordForm />}
      {!user.oldSession && <SessionsSection />}
      {/* The person's own download; an admin acting as them uses the admin's user page. */}
      {!user.oldSession && <DataExportSection />}
    </Stack>
  );
}
