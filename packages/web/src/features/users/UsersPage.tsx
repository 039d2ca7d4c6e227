// /admin/users (spec §2; menu needs read on users): search by name words and filters, a page of 50
// at a time (a table on a desktop, cards on a phone), one user in a side panel, and the permission
// presets. Level `all` on users adds, edits and deletes; read level sees everything read-only.
import {
  Badge,
  Button,
  Collapse,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconMail, IconPlus, IconReport, IconSearch, IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  EDUCATION_LEVELS,
  PAY_TYPES,
  USER_GROUPS,
  USER_SORT_KEYS,
  type UserSortKey,
} from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import { hasEdit } from '@tuura/domain/permissions';
import type { AdminUserListItem } from '@tuura/domain/schemas/user';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUser } from '../../api/session.ts';
import { SortTh } from '../../components/adminTable/SortHeader.tsx';
import type { TableSort } from '../../components/adminTable/tableSort.ts';
import { useTableSort } from '../../components/adminTable/useTableSort.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { Pager } from '../../components/Pager.tsx';
import '../../i18n/adminTexts.ts';
import { RouteErrorPage } from '../errors/ErrorPage.tsx';
import { type UserFilterInput, usersPageQuery } from './api.ts';
import { FormerUsersDrawer } from './FormerUsersDrawer.tsx';
import { MassEmailDrawer } from './massEmail/MassEmailDrawer.tsx';
import { MassEmailReport } from './massEmail/MassEmailReport.tsx';
import { PresetsDrawer } from './PresetsDrawer.tsx';
import { UserDrawer } from './UserDrawer.tsx';
import { searchWithUserFilters, type UserFilters, userFiltersFromSearch } from './userFilters.ts';
import '../../i18n/usersTexts.ts';

type Filters = UserFilters;
const PAGE = REQUEST.defaultPageSize;

const nameOf = (u: AdminUserListItem) => `${u.lastName} ${u.firstName}`;

function Marks({ user }: { user: AdminUserListItem }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {user.isAdmin && (
        <Badge size="sm" variant="light" color="grape">
          {t('users.admin')}
        </Badge>
      )}
      {user.tfaEnabled && (
        <Badge size="sm" variant="light" color="teal" leftSection={<IconShieldLock size={12} aria-hidden />}>
          {t('users.tfaOn')}
        </Badge>
      )}
    </Group>
  );
}

function UserCards({ users, open }: { users: AdminUserListItem[]; open: (u: AdminUserListItem) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {users.map((u) => (
        <UnstyledButton
          key={u._id}
          onClick={() => open(u)}
          aria-label={t('users.openOne', { name: nameOf(u) })}
          data-testid="user-row"
        >
          <Paper withBorder radius="md" p="sm">
            <Stack gap={2}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{nameOf(u)}</Text>
                <Marks user={u} />
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {u.email}
              </Text>
              <Text size="sm">
                {[u.jobTitle, u.education && t(`users.level.${u.education}`)].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          </Paper>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

type TableProps = {
  users: AdminUserListItem[];
  open: (u: AdminUserListItem) => void;
  sort: TableSort<UserSortKey>;
  onSort: (key: UserSortKey) => void;
};

function UserTable({ users, open, sort, onSort }: TableProps) {
  const { t } = useTranslation();
  const sorting = { sort, onSort };
  return (
    // No scroll box of its own: the header sticks under the app's header as the page scrolls (the
    // table shows on a desk only; a phone has cards).
    <Table highlightOnHover striped verticalSpacing="xs" stickyHeader stickyHeaderOffset={60}>
      <Table.Thead>
        <Table.Tr>
          <SortTh sortKey="name" {...sorting}>
            {t('users.name')}
          </SortTh>
          <SortTh sortKey="email" {...sorting}>
            {t('users.field.email')}
          </SortTh>
          <SortTh sortKey="jobTitle" {...sorting}>
            {t('users.field.jobTitle')}
          </SortTh>
          <Table.Th>{t('users.sections.education')}</Table.Th>
          <Table.Th>{t('users.field.payType')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((u) => (
          // The whole row opens the user (the name is the keyboard's way in).
          <Table.Tr key={u._id} data-testid="user-row" onClick={() => open(u)} style={{ cursor: 'pointer' }}>
            <Table.Td>
              <UnstyledButton
                onClick={(e) => {
                  e.stopPropagation();
                  open(u);
                }}
                fw={600}
                aria-label={t('users.openOne', { name: nameOf(u) })}
                style={{ textDecoration: 'underline' }}
              >
                {nameOf(u)}
              </UnstyledButton>
            </Table.Td>
            <Table.Td>{u.email}</Table.Td>
            <Table.Td>{u.jobTitle}</Table.Td>
            <Table.Td>{u.education ? t(`users.level.${u.education}`) : ''}</Table.Td>
            <Table.Td>{u.payType ? t(`users.payType.${u.payType}`) : ''}</Table.Td>
            <Table.Td>
              <Marks user={u} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export default function UsersPage() {
  const { t } = useTranslation();
  const me = useUser();
  const canEdit = hasEdit(me.permissions, 'users');
  const offline = useOfflineAction();
  const desktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  // The filters, the page and the sort live in the URL (decision 142).
  const [search, setSearch] = useSearchParams();
  const parsed = useMemo(() => userFiltersFromSearch(search), [search]);
  const page = parsed.page;
  // One object per URL: the debounce below waits for it to stop changing.
  const filters = useMemo(() => {
    const { page: _page, ...rest } = parsed;
    return rest;
  }, [parsed]);
  const { sort, toggle: toggleSort } = useTableSort(USER_SORT_KEYS);
  const [typed] = useDebouncedValue(filters, 300);
  const [open, setOpen] = useState<{ id: string; title: string } | null>(null);
  const [presetsOpen, setPresetsOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [formerOpen, setFormerOpen] = useState(false);
  // Mass email's delivery report: null closed, '' the list of sends, or one send's id.
  const [report, setReport] = useState<string | null>(null);
  // On a phone the filters beyond the name search fold away until asked for.
  const [filtersShown, setFiltersShown] = useState(false);

  const query: UserFilterInput = {
    ...typed,
    education: typed.education as UserFilterInput['education'],
    payType: typed.payType as UserFilterInput['payType'],
    userGroup: typed.userGroup as UserFilterInput['userGroup'],
    ...(sort && { sort: sort.key, order: sort.order }),
    limit: PAGE,
    offset: (page - 1) * PAGE,
  };
  const list = useQuery(usersPageQuery(query));
  // Typing replaces the URL's entry (back is not a letter at a time); a list choice adds one.
  const change = (patch: Partial<Filters>, replace = false) =>
    setSearch((now) => searchWithUserFilters(now, { ...userFiltersFromSearch(now), ...patch, page: 1 }), {
      replace,
    });
  const setPage = (p: number) =>
    setSearch((now) => searchWithUserFilters(now, { ...userFiltersFromSearch(now), page: p }));
  const openUser = (u: AdminUserListItem) =>
    setOpen({ id: u._id, title: t('users.editTitle', { name: `${u.firstName} ${u.lastName}` }) });

  if (list.isError && !list.data) return <RouteErrorPage error={list.error} />;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE));
  const options = (values: readonly string[], group: string) =>
    values.map((v) => ({ value: v, label: t(`users.${group}.${v}`) }));

  return (
    <Stack gap="md" data-testid="users-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('admin.users')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('users.intro')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={() => setPresetsOpen(true)} data-testid="presets-open">
            {t('users.presets')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconReport size={16} aria-hidden />}
            onClick={() => setReport('')}
            data-testid="mass-email-report-open"
          >
            {t('massEmail.report')}
          </Button>
          {canEdit && (
            <Button variant="default" onClick={() => setFormerOpen(true)} data-testid="former-users-open">
              {t('users.former.open')}
            </Button>
          )}
          {canEdit && (
            <Button
              variant="default"
              leftSection={<IconMail size={16} aria-hidden />}
              onClick={() => setEmailOpen(true)}
              data-testid="mass-email-open"
              {...offline}
            >
              {t('massEmail.open')}
            </Button>
          )}
          {canEdit && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setOpen({ id: 'new', title: t('users.newTitle') })}
              data-testid="user-new"
              {...offline}
            >
              {t('users.new')}
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Stack gap="sm">
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <TextInput
                label={t('users.search')}
                placeholder={t('users.searchPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={filters.q}
                maxLength={REQUEST.maxSearchLength}
                onChange={(e) => change({ q: e.currentTarget.value }, true)}
                data-testid="users-search"
              />
            </div>
            {!desktop && (
              <Button
                variant="default"
                leftSection={<IconFilter size={16} aria-hidden />}
                onClick={() => setFiltersShown((v) => !v)}
                aria-expanded={filtersShown}
                data-testid="users-filters-toggle"
              >
                {t('users.filters')}
              </Button>
            )}
          </Group>
          <Collapse in={desktop || filtersShown}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              <TextInput
                label={t('users.emailFilter')}
                value={filters.email}
                onChange={(e) => change({ email: e.currentTarget.value }, true)}
                data-testid="users-email-filter"
              />
              <Select
                label={t('users.role')}
                data={[
                  { value: 'any', label: t('users.roleAny') },
                  { value: 'admin', label: t('users.roleAdmin') },
                  { value: 'worker', label: t('users.roleWorker') },
                ]}
                value={filters.role}
                allowDeselect={false}
                onChange={(v) => change({ role: (v ?? 'any') as Filters['role'] })}
              />
              <MultiSelect
                label={t('users.sections.education')}
                data={options(EDUCATION_LEVELS, 'level')}
                value={filters.education}
                onChange={(education) => change({ education })}
                clearable
              />
              <MultiSelect
                label={t('users.field.payType')}
                data={options(PAY_TYPES, 'payType')}
                value={filters.payType}
                onChange={(payType) => change({ payType })}
                clearable
              />
              <MultiSelect
                label={t('users.field.userGroup')}
                data={options(USER_GROUPS, 'userGroup')}
                value={filters.userGroup}
                onChange={(userGroup) => change({ userGroup })}
                clearable
              />
            </SimpleGrid>
          </Collapse>
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="users-count">
        {list.data?.totalCapped
          ? t('users.countCapped', { count: total })
          : t('users.count', { count: total })}
      </Text>
      {!list.data ? (
        <Stack>
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} h={48} />
          ))}
        </Stack>
      ) : list.data.users.length === 0 ? (
        <Text c="dimmed" data-testid="users-empty">
          {t('users.empty')}
        </Text>
      ) : desktop ? (
        <UserTable users={list.data.users} open={openUser} sort={sort} onSort={toggleSort} />
      ) : (
        <UserCards users={list.data.users} open={openUser} />
      )}
      <Pager pages={pages} page={page} onChange={setPage} size="sm" />
      <UserDrawer
        target={open?.id ?? null}
        title={open?.title ?? ''}
        canEdit={canEdit}
        onClose={() => setOpen(null)}
      />
      <PresetsDrawer opened={presetsOpen} canEdit={canEdit} onClose={() => setPresetsOpen(false)} />
      <MassEmailDrawer
        opened={emailOpen}
        onClose={(sentId) => {
          setEmailOpen(false);
          if (sentId) setReport(sentId);
        }}
      />
      <MassEmailReport shown={report} show={setReport} />
      <FormerUsersDrawer opened={formerOpen} onClose={() => setFormerOpen(false)} />
    </Stack>
  );
}
