// An endpoint contract: method, path, schemas and the access it needs. The server binds each
// contract to a handler; the web client derives its typed calls from the same object.
import type { z } from 'zod';
import type { Access } from '../permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Contract = {
  method: HttpMethod;
  /** Fastify-style path under /api, e.g. `/api/notifications/:id`. */
  path: string;
  summary: string;
  tags: readonly string[];
  access: Access;
  /** Reachable while the organisation forces 2FA and the caller has not enabled it yet. */
  allowWithoutTfa?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: Record<number, z.ZodType>;
};

export const defineContract = <const C extends Contract>(contract: C) => contract;

/** The success body type of a contract (its 200 or 201 response). */
export type ResponseOf<C extends Contract> = C['response'] extends { 200: infer R extends z.ZodType }
  ? z.infer<R>
  : C['response'] extends { 201: infer R extends z.ZodType }
    ? z.infer<R>
    : never;
