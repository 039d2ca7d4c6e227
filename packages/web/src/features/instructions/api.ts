// The instruction pages: the ordered list of titles, one page with its body, and the admin's
// changes, each of which refreshes the list and the pages.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { instructionContracts } from '@tuura/domain/api/instructions';
import type { InstructionInput } from '@tuura/domain/schemas/instruction';
import { call } from '../../api/client.ts';
import './texts.ts';
import { communicationKeys } from '../../api/communicationKeys.ts';

export const instructionListQuery = queryOptions({
  queryKey: communicationKeys.instructionList,
  queryFn: () => call(instructionContracts.list).then((r) => r.instructions),
});

export const instructionQuery = (id: string) =>
  queryOptions({
    queryKey: communicationKeys.instruction(id),
    queryFn: () => call(instructionContracts.get, { params: { id } }).then((r) => r.instruction),
  });

function useChange<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: communicationKeys.instructions }),
  });
}

export const useSaveInstruction = () =>
  useChange((v: { id?: string; instruction: InstructionInput }) =>
    v.id
      ? call(instructionContracts.update, { params: { id: v.id }, body: { instruction: v.instruction } })
      : call(instructionContracts.create, { body: { instruction: v.instruction } }),
  );

export const useRemoveInstruction = () =>
  useChange((id: string) => call(instructionContracts.remove, { params: { id } }));
