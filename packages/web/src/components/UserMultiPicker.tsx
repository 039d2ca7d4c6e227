// Chooses people by typing part of a name (GET /api/users/search, open to every worker). Chosen
// people keep their names as chips while a later search shows others.
import { MultiSelect } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useUserSearch } from '../api/userSearch.ts';

type Person = { _id: string; name: string };

type Props = {
  value: Person[];
  onChange: (people: Person[]) => void;
  label: string;
  /** The page's own words (its texts are loaded; this component has none). */
  placeholder: string;
  nothingFound: string;
  readOnly?: boolean;
  error?: ReactNode;
  'data-testid'?: string;
};

export function UserMultiPicker({
  value,
  onChange,
  label,
  placeholder,
  nothingFound,
  readOnly,
  error,
  ...rest
}: Props) {
  const [words, setWords] = useState('');
  // Closed after each pick: on a phone the open list would cover the dialog's buttons.
  const [opened, setOpened] = useState(false);
  const found = useUserSearch(words, { enabled: !readOnly });
  const results = found.data?.users ?? [];
  const chosen = new Set(value.map((p) => p._id));
  const data = [
    ...value.map((p) => ({ value: p._id, label: p.name })),
    ...results.filter((u) => !chosen.has(u._id)).map((u) => ({ value: u._id, label: u.name })),
  ];
  return (
    <MultiSelect
      label={label}
      placeholder={readOnly ? undefined : placeholder}
      searchable
      readOnly={readOnly}
      data={data}
      value={value.map((p) => p._id)}
      searchValue={words}
      onSearchChange={setWords}
      dropdownOpened={opened}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      // The server has searched already; every option it sent stays.
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
      onChange={(ids) => {
        const names = new Map([...value, ...results].map((p) => [p._id, p.name]));
        onChange(ids.map((id) => ({ _id: id, name: names.get(id) ?? id })));
        setWords('');
        setOpened(false);
      }}
      error={error}
      data-testid={rest['data-testid'] ?? 'share-users'}
    />
  );
}
