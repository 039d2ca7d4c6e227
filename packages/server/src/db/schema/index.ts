export * from './audit.ts';
export * from './auth.ts';
export * from './guestUsers.ts';
export * from './notifications.ts';
export * from './organizations.ts';
export * from './outbox.ts';
export * from './users.ts';
