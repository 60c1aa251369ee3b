import type { EmailMessage } from '../../lib/email-template.ts';
import type { EmailCodePurpose } from './auth.tables.ts';

/**
 * What the auth module mails, written once per language: a language missing a message does not
 * compile. Values given to a dictionary are already marked left to right.
 */
export interface AuthEmails {
  codes: Record<EmailCodePurpose, (code: string) => EmailMessage>;
  passwordChanged(): EmailMessage;
  /** `newEmail` is null when the address was removed. */
  emailChanged(newEmail: string | null, undoPath: string): EmailMessage;
}
