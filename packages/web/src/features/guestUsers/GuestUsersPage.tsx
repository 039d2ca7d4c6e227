// /admin/guest-users (spec §2; menu needs read on users): the organisation's guest users, searched
// by name or email, a table on a desk and cards on a phone. Level `all` on users adds, edits,
// removes and resets them; read level sees everything and no edit control (§6).
import { Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconKey, IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { GUEST_USER_SORT_KEYS, type GuestUserSortKey } from '@tuura/domain/enums';
import { REQUEST, UI } from '@tuura/domain/limits';
import { hasEdit } from '@tuura/domain/permissions';
import type { GuestUser } from '@tuura/domain/schemas/guestUser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { SortTh } from '../../components/adminTable/SortHeader.tsx';
import type { TableSort } from '../../components/adminTable/tableSort.ts';
import { useTableSort } from '../../components/adminTable/useTableSort.ts';
import { Pager } from '../../components/Pager.tsx';
import { ListCard, ListTable } from '../../components/resourceList/ListRows.tsx';
import {
  AddButton,
  EmptyNote,
  PageHeading,
  PageSkeleton,
} from '../../components/resourceList/ResourcePage.tsx';
import { RowButtons } from '../../components/resourceList/RowActions.tsx';
import '../../i18n/adminTexts.ts';
import { RouteErrorPage } from '../errors/ErrorPage.tsx';
import { guestUsersQuery, PAGE_SIZE } from './api.ts';
import { ConfirmDialog, type ConfirmTarget } from './ConfirmDialogs.tsx';
import { GuestUserForm } from './GuestUserForm.tsx';
import './texts.ts';

/** What the guest sees, in a few words: the filter's place and its days (or why nothing). */
function FilterSummary({ g }: { g: GuestUser }) {
  const { t } = useTranslation();
  const { customerName, departmentName, unresolvedName } = g.filters;
  if (!customerName)
    return (
      <Text size="sm" c={unresolvedName ? 'orange' : 'dimmed'}>
        {unresolvedName ? t('guestUsers.unresolved', { name: unresolvedName }) : t('guestUsers.filterNone')}
      </Text>
    );
  const days =
    g.filters.days < 0
      ? t('guestUsers.daysAll')
      : g.filters.days === 0
        ? t('guestUsers.daysToday')
        : t('guestUsers.daysAround', { count: g.filters.days });
  return (
    <Text size="sm">
      {departmentName ? `${departmentName}, ${customerName}` : customerName}{' '}
      <Text span c="dimmed" size="sm">
        ({days})
      </Text>
    </Text>
  );
}

type Actions = { edit: (g: GuestUser) => void; confirm: (c: ConfirmTarget) => void };

function GuestButtons({ g, actions, wrap = false }: { g: GuestUser; actions: Actions; wrap?: boolean }) {
  const { t } = useTranslation();
  return (
    <RowButtons
      wrap={wrap}
      justify="flex-end"
      actions={[
        {
          icon: IconPencil,
          label: t('guestUsers.edit'),
          ariaLabel: t('guestUsers.editOne', { name: g.name }),
          testId: 'guest-user-edit',
          onClick: () => actions.edit(g),
        },
        {
          icon: IconKey,
          look: 'subtle',
          label: t('guestUsers.reset'),
          ariaLabel: t('guestUsers.resetOne', { name: g.name }),
          testId: 'guest-user-reset',
          onClick: () => actions.confirm({ kind: 'reset', guest: g }),
        },
        {
          icon: IconTrash,
          look: 'danger',
          label: t('guestUsers.remove'),
          ariaLabel: t('guestUsers.removeOne', { name: g.name }),
          testId: 'guest-user-remove',
          onClick: () => actions.confirm({ kind: 'remove', guest: g }),
        },
      ]}
    />
  );
}

type Sorting = { sort: TableSort<GuestUserSortKey>; onSort: (key: GuestUserSortKey) => void };

function GuestList({
  list,
  actions,
  sorting,
}: {
  list: GuestUser[];
  actions: Actions | null;
  sorting: Sorting;
}) {
  const { t } = useTranslation();
  const desktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  if (!desktop)
    return (
      <Stack gap="xs">
        {list.map((g) => (
          <ListCard key={g._id} testId="guest-user-row" data={{ 'data-email': g.email }}>
            <Stack gap={4}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {g.name}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {g.email}
              </Text>
              <FilterSummary g={g} />
              {g.meta && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {g.meta}
                </Text>
              )}
              {actions && <GuestButtons g={g} actions={actions} wrap />}
            </Stack>
          </ListCard>
        ))}
      </Stack>
    );
  return (
    <ListTable
      testId="guest-users-table"
      columns={
        <>
          <SortTh sortKey="name" {...sorting}>
            {t('fields.name')}
          </SortTh>
          <SortTh sortKey="email" {...sorting}>
            {t('fields.email')}
          </SortTh>
          <Table.Th>{t('guestUsers.filters')}</Table.Th>
          <Table.Th>{t('fields.meta')}</Table.Th>
        </>
      }
      actionsHead={actions !== null && t('guestUsers.actions')}
    >
      {list.map((g) => (
        <Table.Tr key={g._id} data-testid="guest-user-row" data-email={g.email}>
          <Table.Td fw={600}>{g.name}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{g.email}</Table.Td>
          <Table.Td>
            <FilterSummary g={g} />
          </Table.Td>
          <Table.Td maw={240}>
            <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {g.meta}
            </Text>
          </Table.Td>
          {actions && (
            <Table.Td>
              <GuestButtons g={g} actions={actions} />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ListTable>
  );
}

export default function GuestUsersPage() {
  const { t } = useTranslation();
  const user = useUser();
  const canEdit = hasEdit(user.permissions, 'users');
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), UI.searchSettleMs);
  const [page, setPage] = useState(1);
  const { sort, toggle } = useTableSort(GUEST_USER_SORT_KEYS);
  const list = useQuery(guestUsersQuery(searched, (page - 1) * PAGE_SIZE, sort));
  const [form, setForm] = useState<{ target: GuestUser | null } | null>(null);
  const [confirming, setConfirming] = useState<ConfirmTarget | null>(null);
  const actions: Actions | null = canEdit
    ? { edit: (g) => setForm({ target: g }), confirm: setConfirming }
    : null;

  if (list.isPending) return <PageSkeleton rows={4} rowHeight={56} />;
  if (!list.data) return <RouteErrorPage error={list.error} onRetry={() => void list.refetch()} />;
  const { guestUsers, total } = list.data;
  const pages = Math.ceil(total / PAGE_SIZE);

  return (
    <Stack gap="md" maw={1200}>
      <PageHeading
        title={t('admin.guestUsers')}
        note={t('guestUsers.count', { count: total })}
        noteTestId="guest-users-count"
      >
        {canEdit && (
          <AddButton
            label={t('guestUsers.new')}
            testId="guest-user-new"
            onClick={() => setForm({ target: null })}
          />
        )}
      </PageHeading>
      <TextInput
        type="search"
        aria-label={t('guestUsers.search')}
        placeholder={t('guestUsers.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={REQUEST.maxSearchLength}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={420}
        data-testid="guest-users-search"
      />
      {guestUsers.length === 0 ? (
        <EmptyNote testId="guest-users-empty">
          {t(searched ? 'guestUsers.noMatch' : canEdit ? 'guestUsers.emptyEdit' : 'guestUsers.empty')}
        </EmptyNote>
      ) : (
        <GuestList list={guestUsers} actions={actions} sorting={{ sort, onSort: toggle }} />
      )}
      <Pager pages={pages} page={page} onChange={setPage} />
      <GuestUserForm opened={form !== null} target={form?.target ?? null} onClose={() => setForm(null)} />
      <ConfirmDialog target={confirming} onClose={() => setConfirming(null)} />
    </Stack>
  );
}
