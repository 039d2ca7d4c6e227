// A server answer for a form: field messages go under the fields they name; anything else
// (or a field the form does not show) opens the error dialog of spec §8.
import { type DialogOptions, showErrorDialog } from './errorDialog.tsx';
import { type ServerErrorForm, setServerFieldErrors } from './serverFieldErrors.ts';

/**
 * Where the answer went: under the fields, or into the dialog (titled `title` when given, e.g.
 * 'Error in starting shift.'), so the caller can add its own message for the first case.
 */
export function showFormServerError(
  form: ServerErrorForm,
  error: unknown,
  options: DialogOptions & { title?: string } = {},
): 'fields' | 'dialog' {
  if (setServerFieldErrors(form, error)) return 'fields';
  showErrorDialog(error, options.title, options);
  return 'dialog';
}
