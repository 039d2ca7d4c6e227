// A snackbar for the forms (spec §8 messages): green for done, red for failed, with a named
// close button.
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/index.ts';

export function notify(color: 'green' | 'red', message: string) {
  notifications.show({ color, message, closeButtonProps: { 'aria-label': i18n.t('common.close') } });
}
