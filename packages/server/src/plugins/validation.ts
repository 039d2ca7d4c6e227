// zod validation for params, query and body; failures become per-field 400s in the error handler.
import { requestShapeIssue } from '@tuura/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './errors.ts';

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const shapeIssue = requestShapeIssue(data);
    if (shapeIssue) return { error: new RequestValidationError([shapeIssue]) };
    // reportInput tells a missing field ('required') from a wrong type ('type').
    const result = schema.safeParse(data, { reportInput: true });
    if (!result.success) return { error: new RequestValidationError(result.error.issues) };
    return { value: result.data };
  };
