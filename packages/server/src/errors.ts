// One error class for the whole server: a message key of the domain's list (docs/decisions/030)
// says what went wrong and which code it is; the code maps to an HTTP status in exactly one place.
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  type ErrorCode,
  type ErrorMessage,
  type ErrorMessageParams,
  englishOf,
  type FieldMessages,
  type ThrowableKey,
} from '@tuura/domain';

const STATUS: Record<ErrorCode, number> = {
  [ERROR_CODES.validation]: 400,
  [ERROR_CODES.badRequest]: 400,
  [ERROR_CODES.invalidCredentials]: 401,
  [ERROR_CODES.noSession]: 401,
  [ERROR_CODES.notAuthorized]: 403,
  [ERROR_CODES.tfaRequired]: 403,
  [ERROR_CODES.crossOrigin]: 403,
  [ERROR_CODES.notFound]: 404,
  [ERROR_CODES.invalidToken]: 404,
  [ERROR_CODES.conflict]: 409,
  [ERROR_CODES.tooLarge]: 413,
  [ERROR_CODES.unsupportedMedia]: 415,
  [ERROR_CODES.tooManyTries]: 429,
};

export const statusOf = (code: ErrorCode) => STATUS[code];

type Extra = {
  fields?: FieldMessages | undefined;
  /** Extra response headers, such as Retry-After. */
  headers?: Record<string, string> | undefined;
};

/** A message a service may throw: its key has an error code. */
export type ThrownMessage = ErrorMessage<ThrowableKey>;

export class AppError extends Error {
  readonly key: ThrowableKey;
  readonly params: ThrownMessage['params'];
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: FieldMessages | undefined;
  readonly headers: Record<string, string> | undefined;
  /** `message` stays the developer-facing English; people see the web's text of `key`. */
  constructor(said: ThrownMessage, extra: Extra = {}) {
    super(englishOf(said));
    this.key = said.key;
    this.params = said.params;
    this.code = ERROR_MESSAGES[said.key].code;
    this.statusCode = STATUS[this.code];
    this.fields = extra.fields;
    this.headers = extra.headers;
  }

  /** The key with its parameters, as thrown. */
  said(): ThrownMessage {
    return { key: this.key, params: this.params } as ThrownMessage;
  }
}

/** `new AppError({ key })` for a key without parameters: `fail('shift.settled')`. */
export const fail = (key: ThrowableKey & NoParamKey, extra?: Extra) =>
  new AppError({ key } as ThrownMessage, extra);

type NoParamKey = {
  [K in ThrowableKey]: keyof ErrorMessageParams<K> extends never ? K : never;
}[ThrowableKey];

export const notFound = (key: ThrowableKey<typeof ERROR_CODES.notFound> & NoParamKey = 'request.notFound') =>
  fail(key);
export const invalid = (fields: FieldMessages) => fail('request.invalid', { fields });

/**
 * Runs `work`, moving the field paths of a validation error under `prefix` (e.g. `shift`), so
 * rules checked in a service name fields the way the request body nests them.
 */
export async function underField<T>(prefix: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.fields) {
      const fields = Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [`${prefix}.${k}`, v]));
      throw new AppError(error.said(), { fields, headers: error.headers });
    }
    throw error;
  }
}
