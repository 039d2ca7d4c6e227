// The error dialogs of spec §8 for code that must stay small (the login route): the dialog's
// module and the modal host load when a dialog is first needed, so a page that never shows one
// does not carry them.
import { overlaysReady } from '../app/overlays.ts';
import type { DialogOptions } from './errorDialog.tsx';

type DialogModule = typeof import('./errorDialog.tsx');

function whenDialogsReady(open: (dialog: DialogModule) => void) {
  void Promise.all([import('./errorDialog.tsx'), overlaysReady]).then(([dialog]) => open(dialog));
}

/** The error dialog of `error` (showErrorDialog), titled `title` when given. */
export function showErrorDialogLater(error: unknown, title?: string, options: DialogOptions = {}) {
  whenDialogsReady((dialog) => dialog.showErrorDialog(error, title, options));
}
