// An auth consumer's form checked with the domain's schema (the API's own rules), with redirect
// URIs' messages in words that say what a valid one is: the generic "väärää muotoa" under a row
// named `redirectUris.2` would not.
import { authConsumerInput } from '@tuura/domain/schemas/authConsumer';
import { parseWithMessages } from '@tuura/domain/validation';
import { fieldMessageText } from '../../components/fieldMessage.ts';
import { i18n } from '../../i18n/index.ts';

export type ConsumerValues = { name: string; redirectUris: string[] };

const URI_ROW = /^redirectUris\.\d+$/;

function uriText(value: string | undefined, key: string, params: Record<string, unknown> = {}) {
  if (!value?.trim()) return i18n.t('integrations.consumer.uriRequired');
  if (key === 'duplicate') return i18n.t('integrations.consumer.uriDuplicate');
  if (key === 'maxLength') return i18n.t('integrations.consumer.uriTooLong', params);
  return i18n.t('integrations.consumer.uriInvalid');
}

export function validateConsumer(values: ConsumerValues): Record<string, string> {
  const result = parseWithMessages(authConsumerInput, values);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(result.fields).map(([field, m]) => [
      field,
      URI_ROW.test(field)
        ? uriText(values.redirectUris[Number(field.split('.')[1])], m.key, m.params)
        : fieldMessageText(field, m),
    ]),
  );
}
