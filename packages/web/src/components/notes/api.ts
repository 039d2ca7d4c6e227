// Notes of one target (a user, a department or a group) for the admin panels that show them;
// every change refreshes every list of notes.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { noteContracts } from '@tuura/domain/api/notes';
import type { UserGroup } from '@tuura/domain/enums';
import type { NoteInput } from '@tuura/domain/schemas/note';
import { call } from '../../api/client.ts';
import './texts.ts';
import { communicationKeys } from '../../api/communicationKeys.ts';

export const notesQuery = (target: string) =>
  queryOptions({
    queryKey: communicationKeys.notesOf(target),
    queryFn: () => call(noteContracts.list, { query: { target } }).then((r) => r.notes),
  });

function useChange<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: communicationKeys.notes }),
  });
}

export const useAddNote = () =>
  useChange((note: NoteInput) => call(noteContracts.create, { body: { note } }));

export const useUpdateNote = () =>
  useChange((v: { id: string; body: string; group: UserGroup }) =>
    call(noteContracts.update, { params: { id: v.id }, body: { note: { body: v.body, group: v.group } } }),
  );

export const useRemoveNote = () => useChange((id: string) => call(noteContracts.remove, { params: { id } }));
