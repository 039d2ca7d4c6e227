// Turns a field message ({key, params}) from the server or a form into the person's language.
import type { FieldMessage } from '@tuura/domain/validation';
import { i18n } from '../i18n/index.ts';

/** The parameter that picks a message's plural form (i18next's `count`), where it is not `count`. */
const COUNT_PARAM: Record<string, string> = { notInFuture: 'minutes' };

export function fieldMessageText(field: string, m: FieldMessage): string {
  const fieldName = i18n.exists(`fields.${field}`) ? i18n.t(`fields.${field}`) : field;
  const params: Record<string, unknown> = { ...m.params, field: fieldName };
  const count = params[COUNT_PARAM[m.key] ?? 'count'];
  if (typeof count === 'number') params.count = count;
  const key = i18n.exists(`validation.${m.key}`, params) ? `validation.${m.key}` : 'validation.invalid';
  return i18n.t(key, params);
}
