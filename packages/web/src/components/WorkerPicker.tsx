// Chooses a worker by typing part of a name (GET /api/users/search); the assigned worker keeps
// their name in the field before any search. The admin shift table and planning use it. Given a
// shift (`fitFor`), it asks the server for that shift's candidates instead: each with their
// education on its day and whether they are free, those who fit first (decision 143).
import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type PossibleWorker, shiftMarketContracts } from '@tuura/domain/api/shiftMarket';
import { REQUEST, UI } from '@tuura/domain/limits';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { useUserSearch } from '../api/userSearch.ts';
import './workerPickerTexts.ts';

/** The shift's candidates matching the words, with the server's fit (the same list as the market's). */
const useCandidates = (shiftId: string | undefined, words: string) =>
  useQuery({
    queryKey: [...queryKeys.userSearch(words), 'fitFor', shiftId ?? ''],
    queryFn: () =>
      call(shiftMarketContracts.possibleWorkers, {
        params: { id: shiftId ?? '' },
        query: { ...(words ? { q: words } : {}), limit: REQUEST.maxPickerResults },
      }),
    enabled: Boolean(shiftId),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** A candidate's fit in words: their education if any, and what keeps them from the shift if anything. */
export function fitText(t: TFunction, w: PossibleWorker): string {
  const why = w.qualifies
    ? t('workerPicker.fit.qualifies')
    : w.reason !== null
      ? t(`workerPicker.fit.reason.${w.reason}`)
      : t('workerPicker.fit.overlap');
  return w.education ? `${t(`workerPicker.level.${w.education}`)} · ${why}` : why;
}

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
  /** A shift's id: candidates come with the server's fit for it, those who fit first. */
  fitFor?: string;
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
  fitFor,
}: Props) {
  const { t } = useTranslation();
  const [words, setWords] = useState('');
  const [debounced] = useDebouncedValue(words, UI.searchSettleMs);
  const found = useUserSearch(words, { enabled: !fitFor });
  const candidates = useCandidates(fitFor, debounced);
  const fits = new Map((candidates.data?.workers ?? []).map((w) => [w._id, w]));
  const listed = fitFor ? (candidates.data?.workers ?? []) : (found.data?.users ?? []);
  const lineOf = (id: string) => {
    const fit = fits.get(id);
    const lines = [fit ? fitText(t, fit) : null, describe?.(id) ?? null].filter(Boolean);
    return lines.length > 0 ? lines.join(' · ') : null;
  };
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const data = [
    ...(value && currentName ? [{ value, label: currentName }] : []),
    ...(picked && picked.value !== value ? [] : picked ? [picked] : []),
    ...listed.map((u) => ({ value: u._id, label: u.name })),
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
        describe || fitFor
          ? ({ option }) => {
              const fit = fits.get(option.value);
              return (
                <Stack gap={0} data-fits={fit ? fit.qualifies : undefined}>
                  <Text size="sm">{option.label}</Text>
                  <Text
                    size="xs"
                    c={fit && !fit.qualifies ? 'red' : 'dimmed'}
                    data-testid="worker-picker-fit"
                  >
                    {lineOf(option.value)}
                  </Text>
                </Stack>
              );
            }
          : undefined
      }
      data-testid="worker-picker"
    />
  );
}
