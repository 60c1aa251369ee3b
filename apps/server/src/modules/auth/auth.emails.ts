import type { EmailContent } from '../../lib/email-template.ts';

/** Security notices to a member's verified address (rule 43), queued with the change itself. */
export const securityEmails = {
  passwordChanged: (to: string): EmailContent => ({
    to,
    subject: 'Your password was changed',
    paragraphs: [
      'The password of your account was just changed. Other sessions were signed out and withdrawals wait 24 hours.',
      'If this was not you, reset your password at once and contact support.',
    ],
    action: { label: 'Reset your password', path: '/forgot-password' },
  }),
  /** With the link that undoes the change for 7 days (decision 002). */
  emailChanged: (to: string, newEmail: string | null, undoPath: string): EmailContent => ({
    to,
    subject: 'Your email address was changed',
    paragraphs: [
      `The email address of your account was changed${newEmail ? ` to ${newEmail}` : ''}; this address no longer receives its messages. Withdrawals wait 24 hours.`,
      'If this was not you, undo the change within 7 days with the link below. It gives this address back the account and signs everyone out; then reset your password.',
    ],
    action: { label: 'Undo the email change', path: undoPath },
  }),
};
