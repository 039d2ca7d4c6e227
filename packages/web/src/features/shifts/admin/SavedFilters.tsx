// Saved filters of the shift table (spec §3, §4): apply one, save the current filters under a
// name (maybe as the default, which opens when the page is opened without filters), or remove
// one. One default per page: the server clears the others when one becomes the default.
import { Button, Checkbox, Group, Menu, Modal, Stack, TextInput } from '@mantine/core';
import { IconFilter, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { filterContracts } from '@tuura/domain/api/filters';
import { SAVED_FILTER } from '@tuura/domain/limits';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** The shift table's context: filters saved here are this page's. */
export const SHIFT_TABLE_CONTEXT = 'adminShifts';

type Props = {
  /** The current filters as URL parameters (what a saved filter holds). */
  current: Record<string, string>;
  /** True when the page opened with no filters in its URL: the default filter applies then. */
  opensBare: boolean;
  onApply: (query: Record<string, string>) => void;
  canSave: boolean;
};

export function SavedFilters({ current, opensBare, onApply, canSave }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = queryKeys.savedFilters(SHIFT_TABLE_CONTEXT);
  const list = useQuery({
    queryKey: key,
    queryFn: () => call(filterContracts.list, { query: { context: SHIFT_TABLE_CONTEXT } }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (v: { name: string; default: boolean }) =>
      call(filterContracts.create, {
        body: { filter: { name: v.name, context: SHIFT_TABLE_CONTEXT, default: v.default, query: current } },
      }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(filterContracts.remove, { params: { id } }),
    onSettled: refresh,
  });
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [asDefault, setAsDefault] = useState(false);
  const filters = list.data?.filters ?? [];
  // The default opens once, when the page came without filters of its own.
  const appliedDefault = useRef(false);
  useEffect(() => {
    if (appliedDefault.current || !opensBare || !list.data) return;
    appliedDefault.current = true;
    const preset = list.data.filters.find((f) => f.default);
    if (preset) onApply(preset.query as Record<string, string>);
  }, [list.data, opensBare, onApply]);

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconFilter size={16} aria-hidden />}
            data-testid="saved-filters"
          >
            {t('adminShifts.saved.title')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {filters.length === 0 && <Menu.Label>{t('adminShifts.saved.none')}</Menu.Label>}
          {filters.map((f) => (
            <Group key={f._id} gap={0} wrap="nowrap">
              <Menu.Item
                onClick={() => onApply(f.query as Record<string, string>)}
                data-testid="saved-filter"
              >
                {f.default ? t('adminShifts.saved.defaultName', { name: f.name }) : f.name}
              </Menu.Item>
              <Menu.Item
                w="auto"
                color="red"
                aria-label={t('adminShifts.saved.remove', { name: f.name })}
                onClick={() => remove.mutate(f._id)}
              >
                <IconTrash size={16} aria-hidden />
              </Menu.Item>
            </Group>
          ))}
          {canSave && (
            <>
              <Menu.Divider />
              <Menu.Item onClick={() => setNaming(true)} data-testid="save-filter">
                {t('adminShifts.saved.saveCurrent')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={naming} onClose={() => setNaming(false)} title={t('adminShifts.saved.saveCurrent')}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(
              { name: name.trim(), default: asDefault },
              {
                onSuccess: () => {
                  setNaming(false);
                  setName('');
                  setAsDefault(false);
                },
              },
            );
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('adminShifts.saved.name')}
              required
              maxLength={SAVED_FILTER.name}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              data-testid="saved-filter-name"
            />
            <Checkbox
              label={t('adminShifts.saved.asDefault')}
              checked={asDefault}
              onChange={(e) => setAsDefault(e.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={save.isPending}
                disabled={!name.trim()}
                data-testid="saved-filter-save"
              >
                {t('adminShifts.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
