// zod validation for params, query and body; failures become per-field 400s in the error handler.
import { customIssue, findTooDeep, findUnstorableText } from '@tuura/domain';
import { REQUEST } from '@tuura/domain/limits';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { RequestValidationError } from './errors.ts';

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    // Before anything walks it recursively (zod's refinements, the text check below).
    const deepAt = findTooDeep(data, REQUEST.maxJsonDepth);
    if (deepAt)
      return {
        error: new RequestValidationError([
          customIssue('invalid', deepAt, { maxDepth: REQUEST.maxJsonDepth }) as z.core.$ZodIssue,
        ]),
      };
    // Any string or key PostgreSQL would refuse or change (a NUL, a lone surrogate), wherever it
    // is, also in a key the schema would drop: decision 131.
    const badAt = findUnstorableText(data);
    if (badAt)
      return {
        error: new RequestValidationError([customIssue('invalidCharacter', badAt) as z.core.$ZodIssue]),
      };
    // reportInput tells a missing field ('required') from a wrong type ('type').
    const result = schema.safeParse(data, { reportInput: true });
    if (!result.success) return { error: new RequestValidationError(result.error.issues) };
    return { value: result.data };
  };

export { serializerCompiler };
