// Changing the organisation's details and logo: each answer is the admin view, which becomes the
// page's data; the public view (header, login page) is fetched again for the new name or logo.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationContracts as c } from '@tuura/domain/api/organization';
import { LOGO } from '@tuura/domain/limits';
import { detectLogoType, LOGO_SNIFF_BYTES } from '@tuura/domain/rules/imageType';
import type { Organization } from '@tuura/domain/schemas/organization';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { putFile } from '../../api/uploadFile.ts';

type Answer = { organization: Organization };
type Details = { name: string; adminEmail: string; pluginName: string };

function useAnswer() {
  const client = useQueryClient();
  return (data: Answer) => showAnswer(client, data);
}
function showAnswer(client: QueryClient, data: Answer) {
  client.setQueryData(queryKeys.organizationAdmin, data);
  void client.invalidateQueries({ queryKey: queryKeys.organization, exact: true });
}

/**
 * Name and plugin name, and the admin email, are two calls: each is sent only when its part
 * changed, so a refused email does not undo a saved name (the page shows what was saved).
 */
export function useSaveDetails(current: Organization) {
  const onAnswer = useAnswer();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (values: Details) => {
      let answer: Answer | undefined;
      if (values.name !== current.name || values.pluginName !== current.pluginName) {
        answer = await call(c.setDetails, { body: { name: values.name, pluginName: values.pluginName } });
        onAnswer(answer);
      }
      if (values.adminEmail !== current.adminEmail) {
        answer = await call(c.setEmail, { body: { adminEmail: values.adminEmail } });
        onAnswer(answer);
      }
      return answer;
    },
  });
}

/** Why a file cannot be the logo, before sending it: the message key the server would answer. */
export async function logoProblem(file: File): Promise<'logo.tooLarge' | 'logo.notImage' | null> {
  if (file.size > LOGO.maxBytes) return 'logo.tooLarge';
  const head = new Uint8Array(await file.slice(0, LOGO_SNIFF_BYTES).arrayBuffer());
  return detectLogoType(head) ? null : 'logo.notImage';
}

export function useLogo() {
  const onSuccess = useAnswer();
  return {
    upload: useMutation({
      meta: { silent: true },
      mutationFn: (file: File) => putFile<Answer>(c.putLogo.path, file),
      onSuccess,
    }),
    remove: useMutation({ meta: { silent: true }, mutationFn: () => call(c.deleteLogo), onSuccess }),
  };
}

/** The marketplace's undo window (decision 140); the answer is the page's data. */
export function useSaveMarketUndo() {
  const onAnswer = useAnswer();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: { reservationUndoMinutes: number; reservationUndoLockHours: number }) =>
      call(c.setMarketUndo, { body }),
    onSuccess: onAnswer,
  });
}
