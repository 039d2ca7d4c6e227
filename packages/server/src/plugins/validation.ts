// zod validation for params, query and body; failures become per-field 400s in the error handler.
import { customIssue, findNulCharacter } from '@tuura/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { RequestValidationError } from './errors.ts';

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    // reportInput tells a missing field ('required') from a wrong type ('type').
    const result = schema.safeParse(data, { reportInput: true });
    if (!result.success) return { error: new RequestValidationError(result.error.issues) };
    const nulAt = findNulCharacter(result.data);
    if (nulAt)
      return {
        error: new RequestValidationError([customIssue('invalidCharacter', nulAt) as z.core.$ZodIssue]),
      };
    return { value: result.data };
  };

export { serializerCompiler };
