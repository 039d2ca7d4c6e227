// The forms' name for the one snackbar (components/toast.ts).
export { showToast as notify } from './toast.ts';
