// What an admin form does with the server's answer to its save (decision 146): a toast naming
// what was saved and the panel closes, or the refusal goes to the form (useFormProblem).
import { showToast } from './toast.ts';

export function saveAnswer(o: {
  /** The toast: what was saved or created, by name. */
  saved: string;
  /** The title of the refusal, in the form or its dialog. */
  failed: string;
  onDone: () => void;
  onServerError: (error: unknown, title: string) => unknown;
}) {
  return {
    onSuccess: () => {
      showToast('green', o.saved);
      o.onDone();
    },
    onError: (error: unknown) => {
      o.onServerError(error, o.failed);
    },
  };
}
