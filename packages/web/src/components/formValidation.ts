// Mantine form validation from a domain schema: the same rules and message keys as the API.
import { parseWithMessages } from '@tuura/domain/validation';
import type { z } from 'zod';
import { fieldMessageText } from './fieldMessage.ts';

export function domainValidator<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = parseWithMessages(schema, values);
    if (result.success) return {};
    return Object.fromEntries(
      Object.entries(result.fields).map(([field, m]) => [field, fieldMessageText(field, m)]),
    );
  };
}

/**
 * A domain validator whose schema (and zod) loads beside the page instead of before it, for
 * pages that must stay small (login). Submitting waits for it, so nothing is sent unchecked.
 * Nothing loads until the page asks (`preload()` when it mounts, or a first check): a bundle that
 * merely contains the page, as the worker shell's shared chunk does, must not fetch zod.
 */
export function lazyDomainValidator<S extends z.ZodType>(load: () => Promise<S>) {
  let validate: ((values: unknown) => Record<string, string>) | undefined;
  let ready: Promise<void> | undefined;
  const start = () => {
    ready ??= load().then((schema) => {
      validate = domainValidator(schema);
    });
    return ready;
  };
  return {
    preload: () => void start(),
    validate: (values: unknown) => {
      void start();
      return validate?.(values) ?? {};
    },
    /** The form element's onSubmit: runs `submit` (from form.onSubmit) once the schema is in. */
    onSubmit: (submit: () => void) => (event: { preventDefault: () => void }) => {
      event.preventDefault();
      void start().then(submit);
    },
  };
}
