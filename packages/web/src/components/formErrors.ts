// A server answer for a form: field messages go under the fields they name; anything else
// (or a field the form does not show) opens the error dialog of spec §8.
import type { FieldMessage } from '@tuura/domain/validation';
import type { ReactNode } from 'react';
import { ApiError } from '../api/client.ts';
import { type DialogOptions, showErrorDialog } from './errorDialog.tsx';
import { fieldMessageText } from './fieldMessage.ts';

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
  const fields = error instanceof ApiError ? Object.entries(error.body.fields ?? {}) : [];
  const values = form.getValues();
  if (fields.length > 0 && fields.every(([field]) => field in values)) {
    form.setErrors(
      Object.fromEntries(fields.map(([field, m]) => [field, fieldMessageText(field, m as FieldMessage)])),
    );
    return 'fields';
  }
  showErrorDialog(error, options.title, options);
  return 'dialog';
}
