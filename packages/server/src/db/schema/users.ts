import type {
  EducationLevel,
  Gender,
  Locale,
  NotificationSetting,
  PayType,
  Permissions,
  UserGroup,
} from '@tuura/domain';
import type { SalaryValue } from '@tuura/domain/rules/pay';
import type { TimeEffective } from '@tuura/domain/rules/timeEffective';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, organizationId, tenantKey, tenantReference, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    organizationId: organizationId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    nationalId: text('national_id').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    gender: text('gender').$type<Gender>(),
    street: text('street').notNull().default(''),
    zip: text('zip').notNull().default(''),
    city: text('city').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    company: text('company').notNull().default(''),
    employmentModeValue: text('employment_mode_value').notNull().default(''),
    salaryValue: text('salary_value').notNull().default(''),
    /**
     * The salary value in force over time (rate text and compensation scheme, docs/decisions/117):
     * pay uses the entry of each shift's date. `salary_value` mirrors today's rate for the lists.
     */
    salaries: jsonb('salaries').$type<TimeEffective<SalaryValue>[]>().notNull().default([]),
    accountingId: text('accounting_id').notNull().default(''),
    payType: text('pay_type').$type<PayType>(),
    userGroup: text('user_group').$type<UserGroup>().notNull().default('user-general'),
    notificationSetting: text('notification_setting')
      .$type<NotificationSetting>()
      .notNull()
      .default('notification'),
    education: jsonb('education').$type<TimeEffective<EducationLevel>[]>().notNull().default([]),
    meta: text('meta').notNull().default(''),
    permissions: jsonb('permissions').$type<Permissions>().notNull().default({}),
    darkMode: boolean('dark_mode'),
    locale: text('locale').$type<Locale>().notNull().default('fi'),
    tfaEnabled: boolean('tfa_enabled').notNull().default(false),
    tfaSecret: text('tfa_secret'),
    tfaPendingSecret: text('tfa_pending_secret'),
    /** Last TOTP time step accepted: a code is refused the second time (RFC 6238 §5.2). */
    tfaLastStep: integer('tfa_last_step'),
    /** When the avatar (user_avatars) last changed: its URL's version, null without one. */
    avatarUpdatedAt: timestamp('avatar_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When a removed user's personal data was erased (decision 135): the row stays, anonymous,
     * for the shifts that must be kept, and goes with the last of them.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    tenantKey('users', t),
    uniqueIndex('users_org_email_key')
      .on(t.organizationId, sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    // People by name, with the id (the lists' last tie-break) and the removal mark: a name search
    // or a sort by worker reads this index alone, never the wide rows (decision 150).
    index('users_org_name_idx').on(t.organizationId, t.lastName, t.firstName, t.id, t.deletedAt),
    // Name search ("first last" contains the words, `ilike`): trigrams serve any part of a name.
    index('users_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: idColumn(),
    organizationId: organizationId(),
    userId: uuid('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('recovery_codes', t),
    tenantReference(
      'recovery_codes_user_fk',
      { organizationId: t.organizationId, column: t.userId },
      users,
      'cascade',
    ),
    index('recovery_codes_user_idx').on(t.userId),
  ],
);
