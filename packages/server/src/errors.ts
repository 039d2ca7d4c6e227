// One error class for the whole server; its code maps to an HTTP status in exactly one place.
import { ERROR_CODES, type ErrorCode, type FieldMessages, NOT_AUTHORIZED_MESSAGE } from '@tuura/domain';

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
  [ERROR_CODES.tooManyTries]: 429,
};

const DEFAULT_MESSAGE: Record<ErrorCode, string> = {
  [ERROR_CODES.validation]: 'Invalid input',
  [ERROR_CODES.badRequest]: 'Bad request',
  [ERROR_CODES.invalidCredentials]: 'Invalid email or password',
  [ERROR_CODES.noSession]: 'Not logged in',
  [ERROR_CODES.notAuthorized]: NOT_AUTHORIZED_MESSAGE,
  [ERROR_CODES.tfaRequired]: 'Two-factor authentication must be enabled first',
  [ERROR_CODES.crossOrigin]: 'Cross-origin request refused',
  [ERROR_CODES.notFound]: 'Not found',
  [ERROR_CODES.invalidToken]: 'The link is invalid or has expired',
  [ERROR_CODES.conflict]: 'Conflict',
  [ERROR_CODES.tooLarge]: 'Too large',
  [ERROR_CODES.tooManyTries]: 'Too many tries, try again later',
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: FieldMessages,
    /** Extra response headers, such as Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? DEFAULT_MESSAGE[code]);
    this.statusCode = STATUS[code];
  }
}

export const notFound = (what = 'Not found') => new AppError(ERROR_CODES.notFound, what);
export const invalid = (fields: FieldMessages, message?: string) =>
  new AppError(ERROR_CODES.validation, message, fields);

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
      throw new AppError(error.code, error.message, fields, error.headers);
    }
    throw error;
  }
}
