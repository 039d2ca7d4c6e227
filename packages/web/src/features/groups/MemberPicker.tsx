// Chooses a group's members by typing part of a name (GET /api/users/search). The chosen people
// keep their names as chips while the search shows others; the list holds ids only.
import { MultiSelect } from '@mantine/core';
import type { GroupMember } from '@tuura/domain/schemas/group';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSearch } from '../../api/userSearch.ts';

type Props = {
  value: string[];
  /** Names of the members the group had when the form opened. */
  known: GroupMember[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
  onBlur?: () => void;
};

export function MemberPicker({ value, known, onChange, error, onBlur }: Props) {
  const { t } = useTranslation();
  const [words, setWords] = useState('');
  const found = useUserSearch(words);
  // Names of everyone seen: the chips keep theirs when a later search no longer finds them.
  const [names, setNames] = useState(() => new Map(known.map((m) => [m._id, m.name])));
  const results = found.data?.users ?? [];
  const data = [
    ...value.map((id) => ({ value: id, label: names.get(id) ?? id })),
    ...results.filter((u) => !value.includes(u._id)).map((u) => ({ value: u._id, label: u.name })),
  ];
  return (
    <MultiSelect
      label={t('groups.members')}
      placeholder={t('groups.membersPlaceholder')}
      searchable
      clearable
      data={data}
      value={value}
      searchValue={words}
      onSearchChange={setWords}
      // The server has searched already; every option it sent stays.
      filter={({ options }) => options}
      nothingFoundMessage={t('groups.noUsersFound')}
      onChange={(ids) => {
        setNames((before) => {
          const next = new Map(before);
          for (const u of results) next.set(u._id, u.name);
          return next;
        });
        onChange(ids);
        setWords('');
      }}
      onBlur={onBlur}
      error={error}
      hidePickedOptions
      data-testid="group-members"
    />
  );
}
