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
import { email, id, meta, requiredText, text, timeEffectiveList, updateOf } from './common.ts';

export const permissionsSchema = z.partialRecord(z.enum(PERMISSION_AREAS), z.enum(PERMISSION_LEVELS));

export const educationList = timeEffectiveList(z.enum(EDUCATION_LEVELS));

export const addressSchema = z.object({
  street: text(USER.street),
  zip: text(USER.zip),
  city: text(USER.city),
});

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

/** Create/update input for admins (spec §5 admin user fields). */
export const adminUserInput = z.object({
  email: email(USER.email),
  personal: z.object({
    firstName: requiredText(USER.firstName),
    lastName: requiredText(USER.lastName),
    phone: text(USER.phone).default(''),
    nationalId: text(USER.nationalId).default(''),
    bankAccount: text(USER.bankAccount).default(''),
    gender: z.enum(GENDERS).nullable().default(null),
    address: addressSchema.partial().default({}),
  }),
  work: z
    .object({
      jobTitle: text(USER.jobTitle),
      company: text(USER.company),
      employmentModeValue: text(USER.employmentModeValue),
      salaryValue: text(USER.salaryValue),
      accountingId: text(USER.accountingId),
      payType: z.enum(PAY_TYPES).nullable(),
      userGroup: z.enum(USER_GROUPS),
      notificationSetting: z.enum(NOTIFICATION_SETTINGS),
    })
    .partial()
    .default({}),
  education: educationList.default([]),
  meta: meta(USER.meta).default(''),
});
export const adminUserUpdate = updateOf(adminUserInput);
export const permissionsInput = z.object({ permissions: permissionsSchema });
