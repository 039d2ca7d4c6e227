// Turns a field message ({key, params}) from the server or a form into the person's language.
import type { FieldMessage } from '@tuura/domain/validation';
import { i18n } from '../i18n/index.ts';

export function fieldMessageText(field: string, m: FieldMessage): string {
  const fieldName = i18n.exists(`fields.${field}`) ? i18n.t(`fields.${field}`) : field;
  const key = i18n.exists(`validation.${m.key}`) ? `validation.${m.key}` : 'validation.invalid';
  return i18n.t(key, { ...m.params, field: fieldName });
}
