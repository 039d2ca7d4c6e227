// Guest users: their shifts and their profile, nothing else.
import '../fullStyles.ts';
import { AppShell, Group, Tabs } from '@mantine/core';
import { UI } from '@tuura/domain/limits';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AppHeader } from '../../components/AppHeader.tsx';
import { OfflineBanner } from '../../components/OfflineBanner.tsx';
import { paths } from '../paths.ts';

export default function GuestLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <AppShell header={{ height: UI.headerHeight }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="sm" gap="xs" wrap="nowrap">
          <AppHeader />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <OfflineBanner inShell />
        <Tabs value={location.pathname} onChange={(v) => v && navigate(v)} mb="md">
          <Tabs.List>
            <Tabs.Tab value={paths.guestShifts}>{t('guest.shifts')}</Tabs.Tab>
            <Tabs.Tab value={paths.guestProfile}>{t('guest.profile')}</Tabs.Tab>
          </Tabs.List>
          {/* The active tab controls a panel (aria-controls): the page shows in it. */}
          <Tabs.Panel value={location.pathname} pt="md">
            <Outlet />
          </Tabs.Panel>
        </Tabs>
      </AppShell.Main>
    </AppShell>
  );
}
