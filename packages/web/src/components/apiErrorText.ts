// The words of an API error in the person's language (spec §8). The title comes from the status
// (`errors.status.<code>.title`, else `errors.responseTitle`), not from the server's English reason
// phrase. The message is the server's own, except where it is only the generic wording of a known
// error code: that code has words of ours (`errors.code.<CODE>`).
import type { ErrorCode } from '@tuura/domain/enums';
import type { ApiError } from '../api/client.ts';
import '../i18n/errorTexts.ts';
import { i18n } from '../i18n/index.ts';

/**
 * The server's generic wording (server/src/errors.ts) of the codes that can also carry a message
 * of their own ('Shift not found'), which is then kept. The other codes' messages are always generic.
 */
const GENERIC: Partial<Record<ErrorCode, string>> = {
  BAD_REQUEST: 'Bad request',
  NOT_FOUND: 'Not found',
  CONFLICT: 'Conflict',
};

export function errorTitle(status: number): string {
  const key = `errors.status.${status}.title`;
  return i18n.t(i18n.exists(key) ? key : 'errors.responseTitle');
}

export function errorMessage(error: ApiError): string {
  const code = error.body.code as ErrorCode | undefined;
  const own = `errors.code.${code}`;
  if (!code || !i18n.exists(own)) return error.body.message;
  const generic = GENERIC[code];
  return generic === undefined || generic === error.body.message ? i18n.t(own) : error.body.message;
}
