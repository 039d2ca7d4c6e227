// Sending a cancellation (the lazy cancel form's): the new one goes first in the worker's list
// at once, then the list is asked again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancellationContracts } from '@tuura/domain/api/cancellations';
import type { CancellationReason } from '@tuura/domain/enums';
import type { Cancellation } from '@tuura/domain/schemas/cancellation';
import { call } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export function useCancelShift() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (v: { shift: string; reason: CancellationReason; message: string }) =>
      call(cancellationContracts.create, { body: v }),
    onSuccess: ({ cancellation }) =>
      client.setQueryData(
        queryKeys.ownCancellations,
        (old: { cancellations: Cancellation[]; total: number } | undefined) =>
          old ? { cancellations: [cancellation, ...old.cancellations], total: old.total + 1 } : old,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.ownCancellations }),
  });
}
