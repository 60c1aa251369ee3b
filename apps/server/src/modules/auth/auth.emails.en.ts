import type { AuthEmails } from './auth.email-texts.ts';

/** The auth module's emails in English (the default language). */
export const en: AuthEmails = {
  codes: {
    VERIFY_EMAIL: (code) => ({
      subject: 'Your verification code',
      paragraphs: [
        `Your verification code is ${code}.`,
        'It expires in 10 minutes and can be used once. If you did not ask for it, ignore this email.',
      ],
      action: { label: 'Verify your email', path: '/verify-email' },
    }),
    RESET_PASSWORD: (code) => ({
      subject: 'Reset your password',
      paragraphs: [
        `Your verification code is ${code}.`,
        'Use it to set a new password for your account. It expires in 10 minutes and can be used once. If you did not ask for it, ignore this email: your password stays as it is.',
      ],
      action: { label: 'Set a new password', path: '/reset-password' },
    }),
  },
  passwordChanged: () => ({
    subject: 'Your password was changed',
    paragraphs: [
      'The password of your account was just changed. Other sessions were signed out and withdrawals wait 24 hours.',
      'If this was not you, reset your password at once and contact support.',
    ],
    action: { label: 'Reset your password', path: '/forgot-password' },
  }),
  emailChanged: (newEmail, undoPath) => ({
    subject: 'Your email address was changed',
    paragraphs: [
      `The email address of your account was changed${newEmail ? ` to ${newEmail}` : ''}; this address no longer receives its messages. Withdrawals wait 24 hours.`,
      'If this was not you, undo the change within 7 days with the link below. It gives this address back the account and signs everyone out; then reset your password.',
    ],
    action: { label: 'Undo the email change', path: undoPath },
  }),
};
