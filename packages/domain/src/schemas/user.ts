// User (spec §3): a worker or an admin. `User` is what a person sees of themselves;
// `AdminUser` adds the fields only admins with users access read and edit.
import { z } from 'zod';
import {
  EDUCATION_LEVELS,
  GENDERS,
  LOCALES,
  NOTIFICATION_SETTINGS,
  PAY_TYPES,
  PERMISSION_AREAS,
  PERMISSION_LEVELS,
  USER_GROUPS,
} from '../enums.ts';
import { PASSWORD, USER } from '../limits.ts';
import { compactIban, isValidIban } from '../rules/iban.ts';
import { isValidFinnishNationalId } from '../rules/nationalId.ts';
import { customIssue } from '../validation.ts';
import { email, id, meta, requiredText, text, timeEffectiveList } from './common.ts';

export const permissionsSchema = z.partialRecord(z.enum(PERMISSION_AREAS), z.enum(PERMISSION_LEVELS));

export const educationList = timeEffectiveList(z.enum(EDUCATION_LEVELS));

export const addressSchema = z.object({
  street: text(USER.street),
  zip: text(USER.zip),
  city: text(USER.city),
});

/** A henkilötunnus in upper case, or '' for none; a wrong check character is a 'format' message. */
export const nationalIdInput = text(USER.nationalId)
  .toUpperCase()
  .superRefine((value, ctx) => {
    if (value && !isValidFinnishNationalId(value))
      ctx.addIssue(customIssue('format', [], { format: 'nationalId' }));
  });

/** An IBAN stored compact (no spaces, upper case), or '' for none; checked by mod 97. */
export const bankAccountInput = text(USER.bankAccount)
  .superRefine((value, ctx) => {
    if (value && !isValidIban(value)) ctx.addIssue(customIssue('format', [], { format: 'iban' }));
  })
  .transform((value) => compactIban(value));

export const userSettingsSchema = z.object({
  /** null: never chosen, the app follows the device's colour scheme (decision 080). */
  darkMode: z.boolean().nullable(),
  locale: z.enum(LOCALES),
  tfa: z.object({ enabled: z.boolean() }),
});

/** What PUT /users/settings accepts: the person's own display choices (2FA has its own calls). */
export const userSettingsInput = userSettingsSchema.omit({ tfa: true }).partial().strict();

export const passwordSchema = z.string().min(PASSWORD.min).max(PASSWORD.max);

export const userSchema = z.object({
  _id: id,
  email: z.string(),
  personal: z.object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    address: addressSchema,
  }),
  education: educationList,
  /** True while an admin has taken over this session (the admin's session waits underneath). */
  oldSession: z.boolean(),
  /** The organisation forces two-factor and this user has not enabled it: only /profile works. */
  tfaRequired: z.boolean(),
  avatar: z.string().nullable(),
  settings: userSettingsSchema,
  permissions: permissionsSchema,
  /** False for an admin paid as an admin: no own-shift tools (my shifts, the start button). */
  worksShifts: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const adminUserSchema = userSchema.extend({
  personal: userSchema.shape.personal.extend({
    nationalId: z.string(),
    bankAccount: z.string(),
    gender: z.enum(GENDERS).nullable(),
  }),
  work: z.object({
    jobTitle: z.string(),
    company: z.string(),
    employmentModeValue: z.string(),
    salaryValue: z.string(),
    accountingId: z.string(),
    payType: z.enum(PAY_TYPES).nullable(),
    userGroup: z.enum(USER_GROUPS),
    notificationSetting: z.enum(NOTIFICATION_SETTINGS),
  }),
  meta: z.string(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * One row of the admin's user list: what the list shows and filters by. Never the sensitive
 * fields (national id, bank account, salary): those come only with one user (decision 103).
 */
export const adminUserListItemSchema = z.object({
  _id: id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  jobTitle: z.string(),
  payType: z.enum(PAY_TYPES).nullable(),
  userGroup: z.enum(USER_GROUPS),
  /** The education in effect today, null without one. */
  education: z.enum(EDUCATION_LEVELS).nullable(),
  /** Any admin area at read or above. */
  isAdmin: z.boolean(),
  tfaEnabled: z.boolean(),
});
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

/** The admin-editable fields of spec §5, each once; create fills defaults, update none. */
const adminPersonalFields = {
  firstName: requiredText(USER.firstName),
  lastName: requiredText(USER.lastName),
  phone: text(USER.phone),
  nationalId: nationalIdInput,
  bankAccount: bankAccountInput,
  gender: z.enum(GENDERS).nullable(),
  address: addressSchema.partial(),
};
const adminWorkFields = z.object({
  jobTitle: text(USER.jobTitle),
  company: text(USER.company),
  employmentModeValue: text(USER.employmentModeValue),
  /**
   * Legacy (decision 120): a rate (money.ts) that starts from today; salary values over time are
   * the truth. The server reads the rate (the login page's bundle stays without the money rules).
   */
  salaryValue: text(USER.salaryValue),
  accountingId: text(USER.accountingId),
  payType: z.enum(PAY_TYPES).nullable(),
  userGroup: z.enum(USER_GROUPS),
  notificationSetting: z.enum(NOTIFICATION_SETTINGS),
});

/** Create input for admins (spec §5 admin user fields); `presetId` applies a preset's permissions. */
export const adminUserInput = z.object({
  email: email(USER.email),
  personal: z.object({
    ...adminPersonalFields,
    phone: adminPersonalFields.phone.default(''),
    nationalId: adminPersonalFields.nationalId.default(''),
    bankAccount: adminPersonalFields.bankAccount.default(''),
    gender: adminPersonalFields.gender.default(null),
    address: adminPersonalFields.address.default({}),
  }),
  work: adminWorkFields.partial().default({}),
  education: educationList.default([]),
  meta: meta(USER.meta).default(''),
});

/** Update input: only the fields given change (a partial `personal` keeps the others). */
export const adminUserUpdate = z.object({
  email: email(USER.email).optional(),
  personal: z.object(adminPersonalFields).partial().optional(),
  work: adminWorkFields.partial().optional(),
  education: educationList.optional(),
  meta: meta(USER.meta).optional(),
});
export const permissionsInput = z.object({ permissions: permissionsSchema });
