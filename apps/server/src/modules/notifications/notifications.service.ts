import { defaultLanguage, type Language } from '@nova/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { type EmailMessage, formatAmount, leftToRight } from '../../lib/email-template.ts';
import type { EnqueueEmail } from '../outbox/index.ts';
import type { MemberEmails } from './notifications.email-texts.ts';
import { ar } from './notifications.emails.ar.ts';
import { en } from './notifications.emails.en.ts';
import { es } from './notifications.emails.es.ts';
import { ptBR } from './notifications.emails.pt-BR.ts';

/**
 * Emails to members about their money and account (rule 43): each is queued in the outbox in
 * the transaction of the event it reports, so it goes out exactly when the event happened. Only a
 * verified address is written to; members without one are not emailed. Each goes out in the
 * member's language (English until they choose one).
 */
export interface NotificationDeps {
  enqueue: EnqueueEmail;
  /** The member's verified address and language; null when there is no verified address. */
  recipientOf(tx: DbOrTx, userId: string): Promise<{ email: string; language: Language | null } | null>;
}

export interface MoneyFacts {
  amountMicros: bigint;
  currency: string;
  network: string | null;
}

export const memberEmails: Record<Language, MemberEmails> = { en, es, 'pt-BR': ptBR, ar };

const optionalLeftToRight = (value: string | null) => value && leftToRight(value);

export function createNotifications(deps: NotificationDeps) {
  async function send(
    tx: DbOrTx,
    userId: string,
    write: (texts: MemberEmails, language: Language) => EmailMessage,
  ): Promise<void> {
    const recipient = await deps.recipientOf(tx, userId);
    if (!recipient) return;
    const language = recipient.language ?? defaultLanguage;
    await deps.enqueue(tx, { ...write(memberEmails[language], language), to: recipient.email, language });
  }
  /** The facts every money email states: the amount in the language's format and the method. */
  const money = (texts: MemberEmails, language: Language, facts: MoneyFacts) =>
    [
      formatAmount(facts.amountMicros, language),
      texts.method(leftToRight(facts.currency), optionalLeftToRight(facts.network)),
    ] as const;
  return {
    depositCredited: (tx: DbOrTx, userId: string, facts: MoneyFacts) =>
      send(tx, userId, (texts, language) => texts.depositCredited(...money(texts, language, facts))),
    withdrawalCompleted: (
      tx: DbOrTx,
      userId: string,
      facts: MoneyFacts & { netMicros: bigint; transactionHash: string | null; explorerUrl: string | null },
    ) =>
      send(tx, userId, (texts, language) =>
        texts.withdrawalCompleted(
          ...money(texts, language, facts),
          formatAmount(facts.netMicros, language),
          optionalLeftToRight(facts.transactionHash),
          optionalLeftToRight(facts.explorerUrl),
        ),
      ),
    withdrawalRejected: (tx: DbOrTx, userId: string, facts: MoneyFacts & { reason: string | null }) =>
      send(tx, userId, (texts, language) =>
        texts.withdrawalRejected(...money(texts, language, facts), facts.reason),
      ),
    /** For the suspension action: call it inside the transaction that suspends the member. */
    accountSuspended: (tx: DbOrTx, userId: string) => send(tx, userId, (texts) => texts.accountSuspended()),
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
