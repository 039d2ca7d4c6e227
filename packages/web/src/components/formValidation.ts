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
