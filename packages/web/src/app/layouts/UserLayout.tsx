// Worker and admin layout: header, side menu (a drawer on phones) with the admin section
// for admins, each admin item only with the levels of spec §6. An admin's own section comes
// first: it is their daily work, and the worker items follow under it. The phone's drawer
// closes on Escape, on any move to another page and on a tap in the header (the bell, the avatar).
import '../fullStyles.ts';
import { AppShell, Badge, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { UI } from '@tuura/domain/limits';
import { isAdmin, visibleAdminMenu } from '@tuura/domain/permissions';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, NavLink as RouterNavLink, useLocation } from 'react-router';
import { useCancellationsActiveBadge } from '../../api/cancellationsActive.ts';
import { useLiveEvents } from '../../api/liveEvents.ts';
import { usePollsCountBadge } from '../../api/pollsCount.ts';
import { useUser } from '../../api/session.ts';
import { useSkillsCache } from '../../api/skillsCache.ts';
import { useStampsWaitingBadge } from '../../api/stampsWaiting.ts';
import { useSuggestionsWaitingBadge } from '../../api/suggestionsWaiting.ts';
import { AppHeader } from '../../components/AppHeader.tsx';
import { OfflineBanner } from '../../components/OfflineBanner.tsx';
import { StartEndButton } from '../../features/shifts/StartEndButton.tsx';
import '../../i18n/adminTexts.ts';
import { activeMenuPath, isAdminPath, paths, WORKER_MENU } from '../paths.ts';

/** The worker menu's pages about one's own shifts. */
const OWN_SHIFT_PAGES = new Set<string>(['shifts', 'addShifts']);

export default function UserLayout() {
  const { t } = useTranslation();
  const user = useUser();
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  const burgerRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of page
  useEffect(close, [location.pathname, location.search]);
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      burgerRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, close]);
  const adminItems = visibleAdminMenu(user.permissions);
  const admin = isAdmin(user.permissions);
  // An admin paid as an admin works no shifts: no own-shift pages nor start button (decision 140).
  const workerMenu = user.worksShifts ? WORKER_MENU : WORKER_MENU.filter((m) => !OWN_SHIFT_PAGES.has(m.key));
  const menuPaths = [
    ...workerMenu.map((m) => m.path),
    ...(admin ? [paths.adminHome, ...adminItems.map((m) => m.path)] : []),
  ];
  // One item is active at a time: the longest menu path the location is within.
  const activePath = activeMenuPath(location.pathname, menuPaths);
  const stampsWaiting = useStampsWaitingBadge(user.permissions).data;
  const cancellationsActive = useCancellationsActiveBadge(user.permissions).data;
  const suggestionsWaiting = useSuggestionsWaitingBadge(user.permissions).data;
  useSkillsCache(user.permissions);
  useLiveEvents();
  // Every user login answers polls: the worker menu's one badge (open polls not yet answered).
  const pollsWaiting = usePollsCountBadge().data;
  const workerBadges: Record<string, number | undefined> = { polls: pollsWaiting };
  const badges: Record<string, number | undefined> = {
    stamps: stampsWaiting,
    suggestions: suggestionsWaiting,
    cancellations: cancellationsActive,
  };
  const navbarId = useId();
  const adminLabelId = useId();
  const workerLabelId = useId();
  const item = (key: string, label: string, path: string, count?: number) => (
    <NavLink
      key={key}
      component={RouterNavLink}
      to={path}
      // The router's own prefix match would mark /admin too on /admin/shifts: activePath decides.
      end
      label={label}
      active={path === activePath}
      onClick={close}
      mih={44}
      // A count that needs action (UI.md); the link's name says what it counts.
      aria-label={count ? t('admin.countWaiting', { label, count }) : undefined}
      rightSection={
        count ? (
          <Badge size="sm" circle={count < 10} color="red" data-testid={`menu-badge-${key}`}>
            {count}
          </Badge>
        ) : undefined
      }
    />
  );
  return (
    <AppShell
      header={{ height: UI.headerHeight }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header
        onPointerDownCapture={(event) => {
          if (opened && !burgerRef.current?.contains(event.target as Node)) close();
        }}
      >
        <Group h="100%" px="sm" gap="xs" wrap="nowrap">
          <Burger
            ref={burgerRef}
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('nav.menu')}
            aria-expanded={opened}
            aria-controls={navbarId}
          />
          <AppHeader />
        </Group>
      </AppShell.Header>
      {/* The navbar is the one navigation landmark; its two parts are labelled groups in it. */}
      <AppShell.Navbar p="xs" aria-label={t('nav.menu')} id={navbarId}>
        {/* Native scrolling: Mantine's ScrollArea measures the layout from JavaScript on each resize. */}
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          {admin && (
            // biome-ignore lint/a11y/useSemanticElements: a group of links, not of form controls (fieldset)
            <div role="group" aria-labelledby={adminLabelId} data-testid="admin-menu">
              <Text id={adminLabelId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={4}>
                {t('nav.admin')}
              </Text>
              {item('adminHome', t('nav.adminHome'), paths.adminHome)}
              {adminItems.map((m) => item(m.key, t(`admin.${m.key}`), m.path, badges[m.key]))}
            </div>
          )}
          {/* biome-ignore lint/a11y/useSemanticElements: a group of links, not of form controls (fieldset) */}
          <div
            role="group"
            aria-labelledby={admin ? workerLabelId : undefined}
            aria-label={admin ? undefined : t('nav.worker')}
            data-testid="worker-menu"
          >
            {admin && (
              <Text id={workerLabelId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
                {t('nav.worker')}
              </Text>
            )}
            {workerMenu.map((m) => item(m.key, t(`nav.${m.key}`), m.path, workerBadges[m.key]))}
          </div>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <OfflineBanner inShell />
        <Outlet />
        {/* A worker's tool: not on admin pages. */}
        {user.worksShifts && !isAdminPath(location.pathname) && <StartEndButton />}
      </AppShell.Main>
    </AppShell>
  );
}
