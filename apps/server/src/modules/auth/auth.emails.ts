import type { MailMessage } from '../../lib/mailer.ts';

/** Security notices to a member's verified address (rule 43), queued with the change itself. */
export const securityEmails = {
  passwordChanged: (to: string): MailMessage => ({
    to,
    subject: 'Your Nova password was changed',
    text: 'The password of your Nova account was just changed. Other sessions were signed out and withdrawals wait 24 hours.\n\nIf this was not you, reset your password at once and contact support.',
  }),
  /** With the link that undoes the change for 7 days (decision 002). */
  emailChanged: (to: string, newEmail: string | null, undoUrl: string): MailMessage => ({
    to,
    subject: 'Your Nova email address was changed',
    text: `The email address of your Nova account was changed${newEmail ? ` to ${newEmail}` : ''}; this address no longer receives its messages. Withdrawals wait 24 hours.\n\nIf this was not you, undo the change within 7 days: ${undoUrl}\nThe link gives this address back the account and signs everyone out; then reset your password.`,
  }),
};
