// Chooses mass email's recipients: users by typing part of a name (the shared UserMultiPicker)
// and whole groups from the organisation's list.
import { MultiSelect, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserMultiPicker } from '../../../components/UserMultiPicker.tsx';
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
  const groupList = useQuery(groupChoicesQuery);
  // The form keeps ids; the chips keep the names of everyone picked.
  const [names, setNames] = useState(() => new Map<string, string>());
  return (
    <Stack gap="sm">
      <UserMultiPicker
        label={t('massEmail.users')}
        placeholder={t('massEmail.usersPlaceholder')}
        nothingFound={t('massEmail.noUsersFound')}
        value={users.map((id) => ({ _id: id, name: names.get(id) ?? id }))}
        onChange={(people) => {
          setNames(new Map(people.map((p) => [p._id, p.name])));
          onUsers(people.map((p) => p._id));
        }}
        error={usersError}
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
