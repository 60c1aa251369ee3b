import type { EmailMessage } from '../../lib/email-template.ts';

/**
 * The member emails, written once per language: a language missing one does not compile. Amounts
 * come formatted in the language's number format; every value given is marked left to right.
 */
export interface MemberEmails {
  /** How a currency on its network is named in a sentence, e.g. 'USDT on BEP20'. */
  method(currency: string, network: string | null): string;
  depositCredited(amount: string, method: string): EmailMessage;
  withdrawalCompleted(
    amount: string,
    method: string,
    net: string,
    transactionHash: string | null,
    explorerUrl: string | null,
  ): EmailMessage;
  withdrawalRejected(amount: string, method: string, reason: string | null): EmailMessage;
  accountSuspended(): EmailMessage;
}
