// Chooses mass email's recipients: users by typing part of a name (GET /api/users/search) and
// whole groups from the organisation's list. The chosen users keep their names as chips.
import { MultiSelect, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userContracts } from '@tuura/domain/api/users';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { groupChoicesQuery } from './api.ts';

type Props = {
  users: string[];
  groups: string[];
  onUsers: (ids: string[]) => void;
  onGroups: (ids: string[]) => void;
  usersError?: ReactNode;
  groupsError?: ReactNode;
};

export function RecipientPicker({ users, groups, onUsers, onGroups, usersError, groupsError }: Props) {
  const { t } = useTranslation();
  const [words, setWords] = useState('');
  const [debounced] = useDebouncedValue(words, 250);
  const found = useQuery({
    queryKey: queryKeys.userSearch(debounced),
    queryFn: () => call(userContracts.search, { query: { q: debounced } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const groupList = useQuery(groupChoicesQuery);
  const [names, setNames] = useState(() => new Map<string, string>());
  const results = found.data?.users ?? [];
  const data = [
    ...users.map((id) => ({ value: id, label: names.get(id) ?? id })),
    ...results.filter((u) => !users.includes(u._id)).map((u) => ({ value: u._id, label: u.name })),
  ];
  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('massEmail.users')}
        placeholder={t('massEmail.usersPlaceholder')}
        searchable
        clearable
        data={data}
        value={users}
        searchValue={words}
        onSearchChange={setWords}
        // The server has searched already; every option it sent stays.
        filter={({ options }) => options}
        nothingFoundMessage={t('massEmail.noUsersFound')}
        onChange={(ids) => {
          setNames((before) => {
            const next = new Map(before);
            for (const u of results) next.set(u._id, u.name);
            return next;
          });
          onUsers(ids);
          setWords('');
        }}
        error={usersError}
        hidePickedOptions
        data-testid="mass-email-users"
      />
      <MultiSelect
        label={t('massEmail.groups')}
        placeholder={t('massEmail.groupsPlaceholder')}
        searchable
        clearable
        data={(groupList.data ?? []).map((g) => ({ value: g._id, label: g.name }))}
        value={groups}
        onChange={onGroups}
        error={groupsError}
        data-testid="mass-email-groups"
      />
    </Stack>
  );
}
