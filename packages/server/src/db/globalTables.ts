// Tables that carry organization_id but are keyed without it, because a row is found before
// its organisation is known (decision 040). Every other table with organization_id is a tenant
// table: its keys and its references to tenant tables include organization_id
// (test/db/tenantKeys.test.ts reads the catalog to hold every migration to that).
export const GLOBAL_TABLES = [
  /** Found by the cookie's hash on every request. */
  'sessions',
  /** Found by the emailed token's hash. */
  'password_resets',
  /** Mail of any organisation, or of none; read by the sender in send order. */
  'email_outbox',
  /** The login directory: an email's one organisation, read before login. */
  'account_emails',
] as const;
