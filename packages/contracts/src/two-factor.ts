import { z } from 'zod';
import { authResponseSchema } from './auth.ts';
import { successSchema } from './common.ts';
import { currentPasswordSchema, twoFactorCodeSchema } from './sensitive-changes.ts';

/**
 * Two-factor sign-in (TOTP, RFC 6238) for any account, with one-time recovery codes (rule 15).
 * A code is the 6 digits an authenticator app shows, or one recovery code (XXXXX-XXXXX); spaces
 * and dashes are ignored, letters compared upper-case.
 */
export const RECOVERY_CODE_COUNT = 10;

export const twoFactorCodeRequestSchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequestSchema>;

/**
 * Enrolling (the first code of the new secret) and removing (a current code) also take the
 * current password: a session alone cannot change how the account is protected (decision 002).
 */
export const twoFactorChangeRequestSchema = z.object({
  code: twoFactorCodeSchema,
  currentPassword: currentPasswordSchema,
});
export type TwoFactorChangeRequest = z.input<typeof twoFactorChangeRequestSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The operator requires it of this account (administrators with ADMIN_REQUIRE_2FA). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A new secret waiting for its first code; the browser draws the QR code from `otpauthUrl`. */
export const twoFactorSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;

/** Shown once: only their hashes are kept. */
export const twoFactorEnabledResponseSchema = successSchema.extend({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledResponseSchema>;

/** The first step of signing in to an enrolled account: the password was right, a code is next. */
export const loginChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

export const loginResponseSchema = z.union([authResponseSchema, loginChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginTwoFactorRequestSchema = z.object({
  challengeToken: z.string().min(1).max(128),
  code: twoFactorCodeSchema,
});
export type LoginTwoFactorRequest = z.input<typeof loginTwoFactorRequestSchema>;
