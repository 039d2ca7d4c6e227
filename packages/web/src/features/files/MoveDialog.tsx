// Moves an own file or folder into another own folder, or to the top level. A folder cannot go
// into itself or below itself, so those are not offered (the server refuses them too).
import { Button, Group, Modal, Select, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { UI } from '@tuura/domain/limits';
import type { FileEntry } from '@tuura/domain/schemas/file';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { showToast } from '../../components/toast.ts';
import { fileDirectoriesQuery, useChangeFile } from './api.ts';

const TOP = 'top';

type Directory = { _id: string; filename: string; parent: string | null };

/** Ids of `id` and every folder below it. */
export function selfAndBelow(id: string, directories: readonly Directory[]): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of directories)
      if (d.parent && out.has(d.parent) && !out.has(d._id)) {
        out.add(d._id);
        grew = true;
      }
  }
  return out;
}

/** A folder's path of names, for the picker (`Ohjeet / Lomakkeet`). */
function pathOf(d: Directory, byId: Map<string, Directory>): string {
  const names = [d.filename];
  let at = d.parent ? byId.get(d.parent) : undefined;
  for (let guard = 0; at && guard < 100; guard++) {
    names.unshift(at.filename);
    at = at.parent ? byId.get(at.parent) : undefined;
  }
  return names.join(' / ');
}

export function MoveDialog({ file, onClose }: { file: FileEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      size={UI.modalWidth}
      title={t('files.move.title', { name: file?.filename ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {file && <MoveForm file={file} onClose={onClose} />}
    </Modal>
  );
}

function MoveForm({ file, onClose }: { file: FileEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const directories = useQuery(fileDirectoriesQuery);
  const change = useChangeFile();
  const [target, setTarget] = useState<string>(file.parent ?? TOP);
  if (directories.isPending) return <Skeleton h={90} aria-busy="true" />;
  const list = directories.data ?? [];
  const byId = new Map(list.map((d) => [d._id, d]));
  const excluded = file.type === 'directory' ? selfAndBelow(file._id, list) : new Set<string>();
  const options = [
    { value: TOP, label: t('files.move.top') },
    ...list
      .filter((d) => !excluded.has(d._id))
      .map((d) => ({ value: d._id, label: pathOf(d, byId) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];
  const save = () =>
    change.mutate(
      { id: file._id, change: { parent: target === TOP ? null : target } },
      {
        onSuccess: () => {
          showToast('green', t('files.move.saved', { name: file.filename }));
          onClose();
        },
        onError: (error) => showErrorDialog(error),
      },
    );
  return (
    <Stack gap="md">
      <Select
        label={t('files.move.target')}
        data={options}
        value={target}
        onChange={(v) => setTarget(v ?? TOP)}
        allowDeselect={false}
        searchable
        data-autofocus
        data-testid="move-target"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={save}
          loading={change.isPending}
          disabled={offline.disabled || target === (file.parent ?? TOP)}
          title={offline.title}
          data-testid="move-save"
        >
          {t('files.move.save')}
        </Button>
      </Group>
    </Stack>
  );
}
