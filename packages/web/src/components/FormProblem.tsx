// Form errors where the eye is (spec §8, UI.md): an invalid submit shows the generic form error
// inline above the primary action and puts the cursor in the first invalid field; a server's field
// messages go under their fields, with the caller's title ('Error in starting shift.') in the same
// place. No dialog covers the form; an answer that is not about fields (a 409 without fields, a
// 500, no connection) still opens the error dialog of spec §8. Light enough for the login route:
// the dialog's module loads only when needed.
import { Alert } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorDialogLater } from './formError.ts';
import { type ServerErrorForm, setServerFieldErrors } from './serverFieldErrors.ts';

type FormLike = ServerErrorForm & { errors: Record<string, ReactNode> };

/** What shows above the action; `aboutFields` goes once no field is marked any more. */
export type Problem = { title?: string; text: string; aboutFields: boolean };

type DialogHooks = {
  /** The error dialog opens over this form (a dialog under it must not take Escape). */
  onDialogOpen?: () => void;
  onDialogClose?: () => void;
};

// Mantine marks an invalid field with aria-invalid, but a PasswordInput's inner input only with
// data-invalid: either counts, on the element that takes focus.
const INVALID = ['input', 'textarea', 'select', 'button']
  .flatMap((tag) => [`${tag}[aria-invalid="true"]`, `${tag}[data-invalid="true"]`])
  .join(', ');

/** The first invalid field, in the order the form shows them. */
export const firstInvalidField = (form: HTMLFormElement | null) =>
  form?.querySelector<HTMLElement>(INVALID) ?? null;

export function useFormProblem(form: FormLike) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblemState] = useState<Problem | null>(null);
  // Focus waits for the render that marks the fields (aria-invalid) after the submit.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) firstInvalidField(formRef.current)?.focus();
  }, [focusRequest]);

  const showAboutFields = (title: string) => {
    setProblemState({ title, text: t('errors.formText'), aboutFields: true });
    setFocusRequest((n) => n + 1);
  };
  const stillInvalid = Object.values(form.errors).some(Boolean);

  return {
    /** Give to the <form>: where the first invalid field is looked for. */
    formRef,
    /** The second callback of Mantine's form.onSubmit: the generic form error (spec §8). */
    onInvalid: () => showAboutFields(t('errors.formTitle')),
    /**
     * A server's refusal: its field messages under their fields and `title` above the action, or
     * (nothing about this form's fields) the error dialog titled `title`. Says where it went.
     */
    onServerError: (error: unknown, title: string, hooks: DialogHooks = {}): 'fields' | 'dialog' => {
      if (setServerFieldErrors(form, error)) {
        showAboutFields(title);
        return 'fields';
      }
      hooks.onDialogOpen?.();
      showErrorDialogLater(error, title, { onClose: hooks.onDialogClose });
      return 'dialog';
    },
    /** A message of the form's own in the same place (login: wrong password); null clears it. */
    setProblem: (text: string | null) => setProblemState(text === null ? null : { text, aboutFields: false }),
    /** What to show now: the fields' error goes once the fields are fixed. */
    problem: problem?.aboutFields && !stillInvalid ? null : problem,
  };
}

type Props = { problem: Problem | null; 'data-testid'?: string };

/** The problem above the primary action, read out when it appears. */
export function FormProblem({ problem, 'data-testid': testId = 'form-problem' }: Props) {
  if (!problem) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={problem.title} data-testid={testId}>
      {problem.text}
    </Alert>
  );
}
