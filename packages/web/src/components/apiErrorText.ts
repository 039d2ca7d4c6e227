// The words of an API error in the person's language (spec §8; docs/decisions/030). The title
// comes from the status (`errors.status.<code>.title`, else `errors.responseTitle`), not from the
// server's English reason phrase. The message is the text of the error's key
// (`errors.message.<key>`) with its parameters; the server's English `message` is never shown.
import { DEFAULT_MESSAGE_KEY } from '@tuura/domain/messages';
import type { ApiError } from '../api/client.ts';
import '../i18n/errorTexts.ts';
import { i18n } from '../i18n/index.ts';

export const messageTextKey = (key: string) => `errors.message.${key}`;

/** The words of a message key (one the audit log kept, say); a key this app does not know stays. */
export function keyText(key: string): string {
  const textKey = messageTextKey(key);
  return i18n.exists(textKey) ? i18n.t(textKey) : key;
}

export function errorTitle(status: number): string {
  const key = `errors.status.${status}.title`;
  return i18n.t(i18n.exists(key) ? key : 'errors.responseTitle');
}

/**
 * The key's text; for a key this app does not know yet (a newer server) the general text of the
 * error's code, then of its status; a body without either (a proxy's page) gets the status's text.
 */
export function errorMessage(error: ApiError): string {
  const { key, code, params } = error.body;
  const byCode = DEFAULT_MESSAGE_KEY[code as keyof typeof DEFAULT_MESSAGE_KEY];
  const candidates = [
    key && messageTextKey(key),
    byCode && messageTextKey(byCode),
    `errors.status.${error.status}.text`,
  ];
  const found = candidates.find((k): k is string => Boolean(k) && i18n.exists(k as string));
  return found ? i18n.t(found, params ?? {}) : i18n.t('errors.status.other.text');
}
