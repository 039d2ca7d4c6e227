// The one error shape: { statusCode, error, message, code?, key, params?, fields? }; never a
// stack trace. `key` (with `params`) is what a client shows, translated (docs/decisions/030);
// `message` is its developer-facing English.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  DEFAULT_MESSAGE_KEY,
  ERROR_CODES,
  ERROR_MESSAGES,
  type ErrorMessage,
  englishOf,
  type FieldMessages,
  fieldMessages,
} from '@tuura/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { transientFailureOf } from '../db/constraintError.ts';
import { AppError } from '../errors.ts';
import { BARE_ERROR_HEADERS } from './security.ts';

/** Raised by the validator compiler; carries zod's issues for per-field messages. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly issues: z.core.$ZodIssue[];
  constructor(issues: z.core.$ZodIssue[]) {
    super(ERROR_MESSAGES['request.invalid'].english);
    this.issues = issues;
  }
}

/**
 * An error body for `said`; its code is the key's own unless given. `message` is the key's
 * English unless given (Fastify's own client errors keep their more precise English).
 */
export function errorBody(
  statusCode: number,
  said: ErrorMessage,
  opts: { code?: string | undefined; fields?: FieldMessages | undefined; message?: string | undefined } = {},
) {
  const code = opts.code ?? ERROR_MESSAGES[said.key].code;
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message: opts.message ?? englishOf(said),
    ...(code && { code }),
    key: said.key,
    ...(said.params && { params: said.params }),
    ...(opts.fields && { fields: opts.fields }),
  };
}

const CODE_BY_STATUS: Record<number, keyof typeof DEFAULT_MESSAGE_KEY> = {
  400: ERROR_CODES.badRequest,
  413: ERROR_CODES.tooLarge,
  415: ERROR_CODES.unsupportedMedia,
  429: ERROR_CODES.tooManyTries,
};

/** How soon a client may try again after a deadlock, or after a report ran out of time. */
const RETRY_AFTER_SECONDS = { busy: 1, timedOut: 30 } as const;

/** Fastify's own errors before routing (a malformed URL): the one shape, never its body. */
export function frameworkError(err: FastifyError, _req: unknown, reply: FastifyReply) {
  const status = typeof err.statusCode === 'number' && err.statusCode < 500 ? err.statusCode : 400;
  reply.headers(BARE_ERROR_HEADERS);
  const key = status === 414 ? 'request.urlTooLong' : 'request.badUrl';
  reply.code(status).send(errorBody(status, { key }));
}

/** What Node's HTTP parser refused, by its error code; anything else is an unreadable request. */
const CLIENT_ERRORS: Record<string, [number, 'request.headersTooLarge' | 'request.clientTimeout']> = {
  HPE_HEADER_OVERFLOW: [431, 'request.headersTooLarge'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request.clientTimeout'],
};

/**
 * Node's parser refused the bytes (a control character in a header, a bad request line) before
 * Fastify saw a request: the one error shape with its key, written on the socket, which then
 * closes as Node's own answer does (decision 131).
 */
export function clientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'request.malformed' as const];
  this.log.debug({ err }, 'unreadable request');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(status, { key }));
    const headers = Object.entries({
      ...BARE_ERROR_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}\r\n${body}`);
  }
  socket.destroy(err);
}

/** 405 with the methods the path has (RFC 9110 Allow). */
export function methodNotAllowed(reply: FastifyReply, method: string, allowed: string[]) {
  reply.header('allow', allowed.join(', '));
  return reply.code(405).send(errorBody(405, { key: 'request.methodNotAllowed', params: { method } }));
}

const ABORT_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/** Whether `err` is the client's connection going away under a request still being read. */
function abortedByClient(raw: { aborted?: boolean; socket?: { destroyed: boolean } | null }, err: unknown) {
  const { code, message } = err as { code?: string; message?: string };
  return (
    raw.aborted === true ||
    raw.socket?.destroyed === true ||
    (code !== undefined && ABORT_CODES.has(code)) ||
    message === 'aborted'
  );
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | AppError | RequestValidationError, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send(errorBody(err.statusCode, err.said(), { fields: err.fields }));
    }
    if (err instanceof RequestValidationError) {
      const prefix = (err as { validationContext?: string }).validationContext;
      const fields = fieldMessages(err.issues, prefix === 'body' ? undefined : prefix);
      return reply.code(400).send(errorBody(400, { key: 'request.invalid' }, { fields }));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, rate limit) carry safe messages.
      const code = CODE_BY_STATUS[status];
      const key = code ? DEFAULT_MESSAGE_KEY[code] : 'request.refused';
      return reply.code(status).send(errorBody(status, { key }, { message: err.message }));
    }
    const transient = transientFailureOf(err);
    if (transient) {
      // Nothing was committed; the client may send the same request again (decision 124).
      req.log.warn({ err }, `database ${transient}`);
      const [status, key] =
        transient === 'busy' ? ([409, 'request.busy'] as const) : ([503, 'request.timedOut'] as const);
      reply.header('retry-after', String(RETRY_AFTER_SECONDS[transient]));
      return reply.code(status).send(errorBody(status, { key }));
    }
    if (abortedByClient(req.raw, err)) {
      // The client left mid-request (an upload cut off): nothing is wrong here (decision 129).
      req.log.debug({ code: (err as { code?: string }).code }, 'request aborted by the client');
      return reply.code(400).send(errorBody(400, { key: 'request.bad' }));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody(500, { key: 'server.failed' }));
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const allowed = app.allowedMethods?.(path) ?? [];
    if (allowed.length > 0 && !allowed.includes(req.method))
      return methodNotAllowed(reply, req.method, allowed);
    return reply
      .code(404)
      .send(errorBody(404, { key: 'request.noRoute', params: { method: req.method, path } }));
  });
});
