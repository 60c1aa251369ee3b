import { z } from 'zod';

/**
 * What a change that could take an account over asks besides the session (decision 002): the
 * current password, and a two-factor code when the account has two-factor on. A two-factor code
 * is the 6 digits an authenticator app shows, or one recovery code (XXXXX-XXXXX); spaces and
 * dashes are ignored, letters compared upper-case.
 */
export const twoFactorMessages = {
  codeRequired: 'Enter the code from your authenticator app',
  codeInvalid: 'Enter the 6-digit code from your authenticator app or a recovery code',
} as const;

export const twoFactorCodeSchema = z
  .string()
  .max(32, twoFactorMessages.codeInvalid)
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { message: twoFactorMessages.codeRequired, abort: true })
      .regex(/^(\d{6}|[A-Z0-9]{10})$/, twoFactorMessages.codeInvalid),
  );

export const sensitiveChangeMessages = {
  currentPasswordRequired: 'Current password is required',
  wrongCurrentPassword: 'Current password is incorrect',
  undone: 'The email change was undone. Your account has its earlier address again; please sign in.',
  undoLinkInvalid: 'This link is invalid, already used or older than 7 days.',
} as const;

export const currentPasswordSchema = z
  .string({ error: sensitiveChangeMessages.currentPasswordRequired })
  .min(1, sensitiveChangeMessages.currentPasswordRequired)
  .max(128);

/**
 * The proof fields of a request that may or may not make a sensitive change (a profile update
 * that may change the email): optional here, required by the server when the change is made.
 */
export const sensitiveChangeProofFields = {
  currentPassword: z.string().max(128).optional(),
  twoFactorCode: twoFactorCodeSchema.optional(),
};
export interface SensitiveChangeProof {
  currentPassword?: string | null;
  twoFactorCode?: string | null;
}

/** The link mailed to the old address after an email change (valid 7 days, single use). */
export const emailChangeUndoRequestSchema = z.object({ token: z.string().min(1).max(128) });
export type EmailChangeUndoRequest = z.infer<typeof emailChangeUndoRequestSchema>;
