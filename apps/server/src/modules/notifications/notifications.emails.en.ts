import type { MemberEmails } from './notifications.email-texts.ts';

const withdrawalPage = { label: 'See your withdrawals', path: '/withdraw' };

/** The member emails in English (the default language). */
export const en: MemberEmails = {
  method: (currency, network) => (network ? `${currency} on ${network}` : currency),
  depositCredited: (amount, method) => ({
    subject: 'Your deposit was credited',
    paragraphs: [`Your deposit of ${amount} ${method} has been credited to your balance.`],
    action: { label: 'Open your dashboard', path: '/dashboard' },
  }),
  withdrawalCompleted: (amount, method, net, transactionHash, explorerUrl) => ({
    subject: 'Your withdrawal was sent',
    paragraphs: [
      `Your withdrawal of ${amount} ${method} is complete: ${net} was sent after the fee.`,
      ...(transactionHash ? [`Transaction: ${transactionHash}`] : []),
      ...(explorerUrl ? [`See it on the explorer: ${explorerUrl}`] : []),
    ],
    action: withdrawalPage,
  }),
  withdrawalRejected: (amount, method, reason) => ({
    subject: 'Your withdrawal was rejected',
    paragraphs: [
      `Your withdrawal of ${amount} ${method} was rejected and the amount is back in your balance.`,
      ...(reason ? [`Reason: ${reason}`] : []),
    ],
    action: withdrawalPage,
  }),
  accountSuspended: () => ({
    subject: 'Your account was suspended',
    paragraphs: [
      'Your account has been suspended by an administrator: you cannot sign in or move funds. Your balances are kept. Please contact support.',
    ],
  }),
};
