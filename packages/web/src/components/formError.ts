// The generic form error (spec §8) for a form submitted with invalid fields: pass it as the second
// callback of Mantine's form.onSubmit. The dialog's module loads when first needed, so a page that
// must stay small (login) does not carry it.
import { overlaysReady } from '../app/overlays.ts';

export function showFormErrorLater() {
  void Promise.all([import('./errorDialog.tsx'), overlaysReady]).then(([dialog]) => dialog.showFormError());
}
