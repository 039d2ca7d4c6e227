// A person's data (decisions 134, 135): the module's door (decision 145). The export as a ZIP
// (export.ts), the removed users and their erasure (former.ts, erase.ts), and the daily purge of
// records past their retention (retention.ts), which the app's job runner starts.

export { eraseUser } from './erase.ts';
export { exportedUser, type PersonalDataZip, personalDataZip } from './export.ts';
export { listFormerUsers } from './former.ts';
export { runRetentionPurge } from './retention.ts';
