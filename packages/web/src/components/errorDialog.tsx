// Error dialogs exactly as spec §8: the title of the status, the server's message (the text of its
// message key, docs/decisions/030) and per-field list; a network message when nothing answered;
// 'unknown error' otherwise.
import { List, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { UI } from '@tuura/domain/limits';
import type { FieldMessage } from '@tuura/domain/validation';
import { ApiError, NetworkError } from '../api/client.ts';
import { i18n } from '../i18n/index.ts';
import { errorMessage, errorTitle } from './apiErrorText.ts';
import { fieldMessageText } from './fieldMessage.ts';

export function describeError(error: unknown): { title: string; message: string; fields: string[] } {
  const t = i18n.t.bind(i18n);
  if (error instanceof ApiError) {
    const fields = Object.entries(error.body.fields ?? {}).map(([field, m]) =>
      fieldMessageText(field, m as FieldMessage),
    );
    return { title: errorTitle(error.status), message: errorMessage(error), fields };
  }
  if (error instanceof NetworkError)
    return { title: t('errors.networkTitle'), message: t('errors.networkText'), fields: [] };
  return { title: t('errors.unknownTitle'), message: t('errors.unknownText'), fields: [] };
}

/** Options of a dialog opened over another dialog, which must know when it is on top again. */
export type DialogOptions = { onClose?: () => void };

export function showErrorDialog(error: unknown, title?: string, options: DialogOptions = {}) {
  const d = describeError(error);
  modals.open({
    title: title ?? d.title,
    size: UI.modalWidth,
    onClose: options.onClose,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    children: (
      <>
        <Text>{d.message}</Text>
        {d.fields.length > 0 && (
          <List mt="sm" size="sm" data-testid="error-fields">
            {d.fields.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
        )}
      </>
    ),
  });
}
