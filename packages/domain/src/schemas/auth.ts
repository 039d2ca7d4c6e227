// Auth inputs and the user payloads of login (spec §7 Auth).
import { z } from 'zod';
import { AUTH, PASSWORD, USER } from '../limits.ts';
import { guestSelfSchema } from './guestUser.ts';
import { passwordSchema, userSchema } from './user.ts';

export const loginInput = z.object({
  email: z.string().trim().toLowerCase().min(1).max(USER.email),
  // Login checks what was set; the 10..128 rule applies when a password is chosen.
  password: z.string().min(1).max(PASSWORD.max),
  otp: z
    .string()
    .trim()
    .max(AUTH.otpLength + 2)
    .optional(),
  recoveryPassword: z.string().trim().max(AUTH.recoveryCodeMaxLength).optional(),
});

/** Second-step answer: the password was right, a one-time code is needed; no id, no session. */
export const partialUserSchema = z.object({
  email: z.string(),
  settings: z.object({ tfa: z.object({ enabled: z.literal(true) }) }),
});

export const loginResponse = z.object({ user: z.union([userSchema, partialUserSchema]) });
export const userResponse = z.object({ user: userSchema });
export const guestLoginResponse = z.object({ user: guestSelfSchema });
/** Who the cookie signs in, asked once at start: nobody is an answer, not an error. */
export const sessionResponse = z.object({
  session: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('user'), user: userSchema }),
    z.object({ kind: z.literal('guest'), guest: guestSelfSchema }),
    z.object({ kind: z.literal('anonymous') }),
  ]),
});

export const initResetInput = z.object({ email: z.string().trim().toLowerCase().min(1).max(USER.email) });
export const resetPasswordInput = z.object({ token: z.string().min(1).max(128), password: passwordSchema });
/**
 * Whether to end the account's other sessions after changing a sign-in factor (ASVS 7.4.3,
 * decision 133). Here rather than with the sessions list: the login page's bundle takes this file.
 */
const endOtherSessions = z
  .boolean()
  .meta({ description: "End the account's other sessions too (this one stays)" });

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1).max(PASSWORD.max),
  password: passwordSchema,
  /** Left out: true, as before the option existed (decision 133). */
  endOtherSessions: endOtherSessions.default(true),
});
export const resetSessionSchema = z.object({ user: z.object({ email: z.string(), name: z.string() }) });
export const okResponse = z.object({ ok: z.literal(true) });

export const tfaSetupResponse = z.object({ secret: z.string(), uri: z.string() });
export const tfaEnableInput = z.object({
  otp: z
    .string()
    .trim()
    .min(1)
    .max(AUTH.otpLength + 2),
  endOtherSessions: endOtherSessions.default(false),
});
export const tfaEnableResponse = z.object({ recoveryCodes: z.array(z.string()) });
/**
 * Turning two-factor off takes the password and a second-factor code: a current one-time code
 * from the app or an unused recovery code (so a known password alone cannot remove the factor).
 */
export const tfaDisableInput = z.object({
  password: z.string().min(1).max(PASSWORD.max),
  otp: z.string().trim().min(1).max(AUTH.recoveryCodeMaxLength),
  endOtherSessions: endOtherSessions.default(false),
});
