// A server answer for a form: field messages go under the fields they name; anything else
// (or a field the form does not show) opens the error dialog of spec §8.
import type { ReactNode } from 'react';
import { type DialogOptions, showErrorDialog } from './errorDialog.tsx';
import { serverFieldErrors } from './serverFieldErrors.ts';

type FormLike = { getValues: () => object; setErrors: (errors: Record<string, ReactNode>) => void };

/**
 * Where the answer went: under the fields, or into the dialog (titled `title` when given, e.g.
 * 'Error in starting shift.'), so the caller can add its own message for the first case.
 */
export function showFormServerError(
  form: FormLike,
  error: unknown,
  options: DialogOptions & { title?: string } = {},
): 'fields' | 'dialog' {
  const errors = serverFieldErrors(error, form.getValues());
  if (errors) {
    form.setErrors(errors);
    return 'fields';
  }
  showErrorDialog(error, options.title, options);
  return 'dialog';
}
