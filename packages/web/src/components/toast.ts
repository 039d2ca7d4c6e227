// A short message after an action (spec §9 snackbar), whose close button has a name in the
// person's language (axe: a button needs discernible text); a refusal may carry a title.
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/index.ts';

export function showToast(color: 'green' | 'red', message: string, title?: string) {
  notifications.show({ color, title, message, closeButtonProps: { 'aria-label': i18n.t('common.close') } });
}
