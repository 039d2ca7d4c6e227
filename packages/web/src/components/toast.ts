// A short message after an action (spec §9 snackbar), whose close button has a name in the
// person's language (axe: a button needs discernible text).
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/index.ts';

export function showToast(color: 'green' | 'red', message: string) {
  notifications.show({ color, message, closeButtonProps: { 'aria-label': i18n.t('common.close') } });
}
