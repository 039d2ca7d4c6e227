// The one error shape: { statusCode, error, message, code?, fields? }; never a stack trace.
import { STATUS_CODES } from 'node:http';
import { ERROR_CODES, type FieldMessages, fieldMessages } from '@tuura/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import { BARE_ERROR_HEADERS } from './security.ts';

/** Raised by the validator compiler; carries zod's issues for per-field messages. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Invalid input');
  }
}

export function errorBody(statusCode: number, message: string, code?: string, fields?: FieldMessages) {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(code && { code }),
    ...(fields && { fields }),
  };
}

const CODE_BY_STATUS: Record<number, string> = {
  400: ERROR_CODES.badRequest,
  413: ERROR_CODES.tooLarge,
  429: ERROR_CODES.tooManyTries,
};

/** Fastify's own errors before routing (a malformed URL): the one shape, never its body. */
export function frameworkError(err: FastifyError, _req: unknown, reply: FastifyReply) {
  const status = typeof err.statusCode === 'number' && err.statusCode < 500 ? err.statusCode : 400;
  reply.headers(BARE_ERROR_HEADERS);
  reply.code(status).send(errorBody(status, 'Malformed request URL', ERROR_CODES.badRequest));
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | AppError | RequestValidationError, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send(errorBody(err.statusCode, err.message, err.code, err.fields));
    }
    if (err instanceof RequestValidationError) {
      const prefix = (err as { validationContext?: string }).validationContext;
      const fields = fieldMessages(err.issues, prefix === 'body' ? undefined : prefix);
      return reply.code(400).send(errorBody(400, 'Invalid input', ERROR_CODES.validation, fields));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, rate limit) carry safe messages.
      return reply.code(status).send(errorBody(status, err.message, CODE_BY_STATUS[status]));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'Something went wrong on our side'));
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const allowed = app.allowedMethods?.(path) ?? [];
    if (allowed.length > 0 && !allowed.includes(req.method)) {
      reply.header('allow', allowed.join(', '));
      return reply
        .code(405)
        .send(errorBody(405, `${req.method} is not allowed on ${path}`, ERROR_CODES.badRequest));
    }
    return reply.code(404).send(errorBody(404, `No route ${req.method} ${path}`, ERROR_CODES.notFound));
  });
});
