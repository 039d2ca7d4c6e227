// The shift forms' snackbar is the shared one (components/notify.ts).
export { notify } from '../../components/notify.ts';
