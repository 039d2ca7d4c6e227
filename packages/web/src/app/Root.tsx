// Above every page: keeps locale and colour scheme in step with the signed-in user's settings,
// and shows the offline banner and the update prompt.
import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../api/session.ts';
import { OfflineBanner } from '../components/OfflineBanner.tsx';
import { UpdateDialog } from '../components/UpdateDialog.tsx';
import { applyLocale } from '../i18n/index.ts';

export function Root() {
  const { data } = useSession();
  const { setColorScheme } = useMantineColorScheme();
  const settings = data?.kind === 'user' ? data.user.settings : undefined;
  useEffect(() => {
    if (!settings) return;
    void applyLocale(settings.locale);
    setColorScheme(settings.darkMode ? 'dark' : 'light');
  }, [settings, setColorScheme]);
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <UpdateDialog />
    </>
  );
}
