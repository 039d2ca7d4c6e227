// A server's field messages (`fields` of the error body, docs/decisions/004) as the form's own
// field errors. The server names a field by its path in the body (`shift.from`); the form holds
// `from`: leading segments are dropped until the path names a field of the form.
import type { FieldMessage } from '@tuura/domain/validation';
import type { ReactNode } from 'react';
import { ApiError } from '../api/client.ts';
import { fieldMessageText } from './fieldMessage.ts';

/** The form field a body path names, or undefined when the form has no such field. */
export function formFieldOf(path: string, values: object): string | undefined {
  const segments = path.split('.');
  for (let i = 0; i < segments.length; i++) {
    const field = segments.slice(i).join('.');
    if (field in values) return field;
  }
  return undefined;
}

/**
 * The error's field messages keyed by the form's fields, in the person's language; null when the
 * error has none, or names a field the form does not show (that one goes to the error dialog).
 */
export function serverFieldErrors(error: unknown, values: object): Record<string, string> | null {
  const fields = error instanceof ApiError ? Object.entries(error.body.fields ?? {}) : [];
  if (fields.length === 0) return null;
  const errors: Record<string, string> = {};
  for (const [path, message] of fields) {
    const field = formFieldOf(path, values);
    if (!field) return null;
    errors[field] = fieldMessageText(field, message as FieldMessage);
  }
  return errors;
}

/** What a Mantine form offers for a server's field messages. */
export type ServerErrorForm = {
  getValues: () => object;
  setErrors: (errors: Record<string, ReactNode>) => void;
};

/** Puts the error's field messages under the form's fields; false when they are not for this form. */
export function setServerFieldErrors(form: ServerErrorForm, error: unknown): boolean {
  const errors = serverFieldErrors(error, form.getValues());
  if (errors) form.setErrors(errors);
  return errors !== null;
}
