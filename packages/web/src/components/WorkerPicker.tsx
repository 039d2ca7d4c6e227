// Chooses a worker by typing part of a name (GET /api/users/search); the assigned worker keeps
// their name in the field before any search. The admin shift table and planning use it.
import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userContracts } from '@tuura/domain/api/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import './workerPickerTexts.ts';

const useUserSearch = (words: string) =>
  useQuery({
    queryKey: queryKeys.userSearch(words),
    queryFn: () => call(userContracts.search, { query: { q: words } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

type Props = {
  value: string | null;
  /** The assigned worker's name as the shift carries it. */
  currentName: string | null;
  onChange: (id: string | null, name: string | null) => void;
  readOnly?: boolean;
  error?: React.ReactNode;
  label?: string;
  /** A page's own words instead of the picker's. */
  placeholder?: string;
  nothingFound?: string;
  /** A second line under each candidate (planning: their fit for the chosen shifts). */
  describe?: (id: string) => string | null;
};

export function WorkerPicker({
  value,
  currentName,
  onChange,
  readOnly,
  error,
  label,
  placeholder,
  nothingFound,
  describe,
}: Props) {
  const { t } = useTranslation();
  const [words, setWords] = useState('');
  const [debounced] = useDebouncedValue(words, 250);
  const found = useUserSearch(debounced);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const data = [
    ...(value && currentName ? [{ value, label: currentName }] : []),
    ...(picked && picked.value !== value ? [] : picked ? [picked] : []),
    ...(found.data?.users ?? []).map((u) => ({ value: u._id, label: u.name })),
  ].filter((item, i, all) => all.findIndex((x) => x.value === item.value) === i);
  return (
    <Select
      label={label ?? t('workerPicker.label')}
      placeholder={placeholder ?? t('workerPicker.placeholder')}
      searchable
      clearable
      readOnly={readOnly}
      data={data}
      value={value}
      searchValue={words}
      onSearchChange={setWords}
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound ?? t('workerPicker.nothingFound')}
      onChange={(id, option) => {
        setPicked(option ? { value: option.value, label: option.label } : null);
        onChange(id, option?.label ?? null);
      }}
      error={error}
      renderOption={
        describe &&
        (({ option }) => (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed" data-testid="worker-picker-fit">
              {describe(option.value)}
            </Text>
          </Stack>
        ))
      }
      data-testid="worker-picker"
    />
  );
}
