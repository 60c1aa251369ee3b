import { z } from 'zod';
import { isoDateSchema, successSchema } from './common.ts';
import { languageSchema } from './language-schema.ts';
import { currentPasswordSchema, sensitiveChangeProofFields } from './sensitive-changes.ts';

/** Empty form fields are sent as null. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Invalid email address')
  .pipe(z.email('Invalid email address'));
/** A phone as stored and compared: digits with an optional leading +. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}

export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[\d\s\-()]{6,20}$/, { message: 'Invalid phone number', abort: true })
  .refine((phone) => (phone.match(/\d/g) ?? []).length >= 6, 'Invalid phone number')
  .transform(normalizePhone);
export const fullNameSchema = z.string().trim().min(2, 'Name must be at least 2 characters').max(100);
export const newAccountPasswordSchema = z
  .string()
  .min(1, { message: 'Password is required', abort: true })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, 'Password must contain uppercase, lowercase, and number');
/** Codes are shown upper-case; what a member types is compared upper-case. */
export const referralCodeSchema = z.string().trim().toUpperCase().min(1, 'Invalid referral code').max(32);

export const loginRequestSchema = z.object({
  identifier: z.string().trim().min(1, 'Email or phone number is required').max(254),
  password: z
    .string()
    .min(1, { message: 'Password is required', abort: true })
    .min(6, 'Password must be at least 6 characters')
    .max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const registerFields = z.object({
  fullName: optionalText(fullNameSchema),
  email: optionalText(emailSchema),
  phone: optionalText(phoneSchema),
  password: newAccountPasswordSchema,
  referralCode: optionalText(referralCodeSchema),
  /** The language the visitor browses in: the account's, so the first email is in it. */
  language: languageSchema.optional(),
});
const eitherEmailOrPhone = (data: { email?: string | null; phone?: string | null }) =>
  Boolean(data.email || data.phone);
const eitherMessage = { message: 'Please provide either email or phone number', path: ['email'] };

export const registerRequestSchema = registerFields.refine(eitherEmailOrPhone, eitherMessage);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The register form: the payload plus confirmation and the terms box, checked in the browser. */
export const registerFormSchema = registerFields
  .extend({
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    acceptTerms: z.boolean().refine((accepted) => accepted, 'You must accept the terms and conditions'),
  })
  .refine(eitherEmailOrPhone, eitherMessage)
  .refine((data) => data.password === data.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const otpSchema = z
  .string()
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(
    z
      .string()
      .min(1, { message: 'Verification code is required', abort: true })
      .regex(/^\d{6}$/, 'Please enter a valid 6-digit code'),
  );
export const verifyEmailRequestSchema = z.object({ otp: otpSchema });

/** A new password and its confirmation; the password follows the registration rule (rule 8). */
const newPasswordFields = {
  newPassword: newAccountPasswordSchema,
  confirmPassword: z.string().min(1, 'Please confirm your new password'),
};
const confirmationMatches = {
  check: (data: { newPassword: string; confirmPassword: string }) =>
    data.newPassword === data.confirmPassword,
  message: { message: 'Passwords do not match', path: ['confirmPassword'] },
};

export const changePasswordRequestSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    ...newPasswordFields,
  })
  .refine(confirmationMatches.check, confirmationMatches.message);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Step one of a forgotten password: the address to send a code to. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** Step two: the emailed code and the new password. */
export const resetPasswordRequestSchema = z
  .object({ email: emailSchema, code: otpSchema, ...newPasswordFields })
  .refine(confirmationMatches.check, confirmationMatches.message);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const updateProfileRequestSchema = z
  .object({
    fullName: optionalText(fullNameSchema),
    email: optionalText(emailSchema),
    phone: optionalText(phoneSchema),
    /** Listed (masked) on the public members board; off until the member switches it on. */
    showOnLeaderboard: z.boolean().optional(),
    /** The language of the app and of the emails; not a sensitive change. */
    language: languageSchema.optional(),
    /** Required when the email changes (decision 002). */
    ...sensitiveChangeProofFields,
  })
  .refine(
    ({ currentPassword, twoFactorCode, ...changes }) =>
      Object.values(changes).some((value) => value !== undefined),
    {
      message: 'Please provide at least one field to update',
    },
  );
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const userSchema = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  username: z.string(),
  referralCode: z.string(),
  isEmailVerified: z.boolean(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  createdAt: isoDateSchema,
  lastLoginAt: isoDateSchema.nullable(),
  /** Withdrawals are refused until then after a password or email change (rule 11). */
  withdrawalsLockedUntil: isoDateSchema.nullable(),
  /** Whether the member appears (masked) on the public members board (rule 35). */
  showOnLeaderboard: z.boolean(),
  /** The member's language, null until chosen (decision 032). */
  language: languageSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const profileResponseSchema = z.object({ user: userSchema });
export const referralValidateResponseSchema = z.object({ valid: z.literal(true), referrerName: z.string() });
export const referralCodeParamSchema = z.object({ code: referralCodeSchema });

/** Seconds until another code may be requested (rule 9: resend after 60 s). */
export const resendResponseSchema = successSchema.extend({ retryAfterSeconds: z.number().int() });
/** The same answer whether or not an account exists, so the form reveals no addresses. */
export const forgotPasswordResponseSchema = resendResponseSchema;
export const verifyEmailResponseSchema = successSchema.extend({ user: userSchema });
