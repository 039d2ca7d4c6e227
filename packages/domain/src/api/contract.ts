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
  /** The document's operationId, `<group><Key>`, stamped by `contractGroup`. */
  operationId?: string;
  tags: readonly string[];
  access: Access;
  /**
   * Reachable while the organisation forces 2FA and the caller has not enabled it yet: `true` for
   * everyone, an access for the callers who meet it (the force-2FA editors, decision 070).
   */
  allowWithoutTfa?: boolean | Access;
  /**
   * Refused while an admin has taken over the session (spec §6): credentials, email, two-factor
   * and tokens stay the user's own to change (docs/decisions/105).
   */
  refusedDuringTakeOver?: true;
  /**
   * Refused to API tokens although an admin route (decision 121): tokens and auth consumers
   * themselves, take-over, and anything that changes a person's credentials.
   */
  refusesApiTokens?: true;
  /**
   * A report that reads a period of the whole organisation: it waits for one of the process's
   * few report slots (REPORTS, decision 125) after access and input are checked.
   */
  heavy?: true;
  /**
   * The largest request body in bytes, when the framework's default (1 MiB) is too small for
   * what the body's limits allow (a mass email's 2,097,152-character message).
   */
  bodyLimit?: number;
  /**
   * A body the handler reads itself rather than through `body` (decision 131): multipart form
   * fields before one file part (`json`: a JSON body of the fields is taken too), or an image's
   * raw bytes. The document states it as the operation's requestBody.
   */
  upload?:
    | { kind: 'multipart'; fields: z.ZodObject; filePart: string; json?: true }
    | { kind: 'bytes'; contentTypes: readonly string[]; maxBytes: number };
  /** Request headers the operation requires, each with the values it takes (the document's parameters). */
  headers?: Record<string, { values: readonly string[]; description: string }>;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: Record<number, z.ZodType>;
};

export const defineContract = <const C extends Contract>(contract: C) => contract;

/**
 * A module's contracts under one group name: each gets the operationId `<group><Key>`
 * (e.g. `authLogin`), so generated clients get names from the contracts, not made-up ones.
 */
export function contractGroup<const T extends Record<string, Contract>>(group: string, contracts: T) {
  const named = Object.entries(contracts).map(([key, contract]) => [
    key,
    { ...contract, operationId: `${group}${key.charAt(0).toUpperCase()}${key.slice(1)}` },
  ]);
  return Object.fromEntries(named) as { readonly [K in keyof T]: T[K] & { operationId: string } };
}

/** The success body type of a contract (its 200 or 201 response). */
export type ResponseOf<C extends Contract> = C['response'] extends { 200: infer R extends z.ZodType }
  ? z.infer<R>
  : C['response'] extends { 201: infer R extends z.ZodType }
    ? z.infer<R>
    : never;

/** Whether an API token may call a contract: admin routes, within its scope, unless refused. */
export const acceptsApiToken = (contract: Pick<Contract, 'access' | 'refusesApiTokens'>) =>
  contract.access.kind === 'admin' && !contract.refusesApiTokens;
