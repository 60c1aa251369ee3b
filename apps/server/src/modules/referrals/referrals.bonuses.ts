import { applyPpm } from '@nova/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { ReferralChain } from '../auth/index.ts';
import { publishEvents } from '../events/index.ts';
import { type LedgerService, memberAccountKey, systemAccountKey, type Transfer } from '../ledger/index.ts';
import type { SettingsService } from '../settings/index.ts';

/** Referral bonuses reach three referrers above the payer (rule 28). */
export const BONUS_DEPTH = 3;

export interface PaidBonus {
  userId: string;
  level: number;
  amountMicros: bigint;
  transferId: string;
}

/**
 * Referral bonuses (rule 28): a percentage of each membership payment, at the rates in
 * settings, to up to three referrers above the payer, paid out of membership revenue — the
 * payment just credited there funds them. Keys derive from the payment's transfer id, so a bonus
 * is paid once per payment and level.
 */
export function createReferralBonusService(services: {
  ledger: LedgerService;
  settings: SettingsService;
  referralChain: ReferralChain;
}) {
  const { ledger, settings, referralChain } = services;
  return {
    /**
     * The rates for levels 1–3 in parts per million. Read them before opening the payment's
     * transaction: the embedded database has one connection, held by that transaction.
     */
    async ratesPpm(): Promise<readonly bigint[]> {
      return (await settings.values()).referralRatesPpm;
    },

    /** Pays the bonuses of one VIP_PAYMENT at `ratesPpm`, inside the caller's transaction. */
    async payFor(
      tx: DbOrTx,
      input: { payerId: string; payment: Transfer; ratesPpm: readonly bigint[] },
    ): Promise<PaidBonus[]> {
      const ancestors = await referralChain.ancestors(input.payerId, BONUS_DEPTH, tx);
      const paid: PaidBonus[] = [];
      for (const ancestor of ancestors) {
        const ratePpm = input.ratesPpm[ancestor.level - 1] ?? 0n;
        const amountMicros = applyPpm(input.payment.amount, ratePpm);
        if (amountMicros === 0n) continue;
        const result = await ledger.transfer(
          {
            key: `referral_bonus:${input.payment.id}:${ancestor.level}`,
            debitAccountKey: systemAccountKey('membership_revenue'),
            creditAccountKey: memberAccountKey(ancestor.userId, 'earnings'),
            amountMicros,
            type: 'REFERRAL_BONUS',
            description: `Level ${ancestor.level} referral bonus`,
            metadata: {
              sourceUserId: input.payerId,
              level: ancestor.level,
              paymentTransferId: input.payment.id,
              ratePpm: ratePpm.toString(),
            },
          },
          tx,
        );
        if (!result.ok) throw new Error(`referral bonus refused by the ledger: ${result.status}`);
        paid.push({
          userId: ancestor.userId,
          level: ancestor.level,
          amountMicros,
          transferId: result.transfer.id,
        });
      }
      // The ancestors' wallets moved: announced in the payment's transaction (rule 41).
      await publishEvents(tx, [{ kind: 'wallet', userIds: paid.map((bonus) => bonus.userId) }]);
      return paid;
    },
  };
}

export type ReferralBonusService = ReturnType<typeof createReferralBonusService>;
