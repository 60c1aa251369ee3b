import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { newId } from '../../lib/ids.ts';
import { type HostedCheckoutProvider, type HostedInvoice, ProviderError } from './deposits.btcpay.ts';
import type { Crediting, CreditOutcome } from './deposits.credit.ts';
import {
  type DepositRow,
  findByIdempotencyKey,
  insertDeposits,
  lockDeposit,
  updateDeposit,
} from './deposits.repo.ts';
import { hostedInvoices } from './deposits.tables.ts';

/**
 * Hosted BTC deposits (rule 16). The deposit row is written first, then the invoice is created
 * at the provider (no transaction open over HTTP), and the browser is sent to its checkout page.
 * A webhook only says "look again": its signature is checked, the invoice is re-read from the
 * provider, and the deposit follows what the provider says now. Settled credits the USD amount once
 * (keyed by the invoice); Expired and Invalid end a PENDING deposit; a late Processing or New never
 * undoes anything, and a settlement that comes after expiry is still credited.
 */
export const WEBHOOK_SIGNATURE_MESSAGE = 'Invalid webhook signature';

export function createHostedCheckout(deps: {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  provider: HostedCheckoutProvider | null;
  crediting: Crediting;
}) {
  const { database, clock, log, provider, crediting } = deps;
  const { db } = database;

  function required(): HostedCheckoutProvider {
    if (!provider) throw new AppError('NOT_FOUND', 'The Bitcoin checkout is not available.');
    return provider;
  }

  async function create(
    userId: string,
    input: { amountMicros: bigint; buyerEmail: string | null; idempotencyKey?: string },
  ): Promise<{ deposit: DepositRow; checkoutUrl: string }> {
    const checkout = required();
    if (input.idempotencyKey) {
      const replay = await findByIdempotencyKey(db, userId, input.idempotencyKey);
      if (replay)
        return { deposit: replay, checkoutUrl: (await checkoutUrls(db, [replay.id])).get(replay.id) ?? '' };
    }
    const now = clock.now();
    let deposit: DepositRow;
    try {
      [deposit] = (await insertDeposits(db, [
        {
          id: newId(),
          userId,
          source: 'HOSTED',
          status: 'PENDING',
          currency: 'BTC',
          network: null,
          amountMicros: input.amountMicros,
          requestedAmountMicros: input.amountMicros,
          idempotencyKey: input.idempotencyKey ?? null,
          createdAt: now,
          updatedAt: now,
        },
      ])) as [DepositRow];
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'deposits_idempotency_key' && input.idempotencyKey) {
        return create(userId, input);
      }
      throw error;
    }
    let invoice: HostedInvoice;
    try {
      invoice = await checkout.createInvoice({
        amountMicros: input.amountMicros,
        orderId: deposit.id,
        buyerEmail: input.buyerEmail,
      });
    } catch (error) {
      await updateDeposit(db, deposit.id, {
        status: 'FAILED',
        adminNotes: 'The checkout could not be created',
        updatedAt: clock.now(),
      });
      if (error instanceof ProviderError) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', error.message);
      throw error;
    }
    await db.insert(hostedInvoices).values({
      invoiceId: invoice.id,
      provider: checkout.name,
      depositId: deposit.id,
      providerStatus: invoice.status,
      amountMicros: invoice.amountMicros,
      currency: invoice.currency,
      checkoutUrl: invoice.checkoutUrl,
      createdAt: now,
      updatedAt: now,
    });
    return { deposit, checkoutUrl: invoice.checkoutUrl };
  }

  /** A webhook delivery: 401 for a bad or missing signature (nothing changes), else act on a fresh read. */
  async function webhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<void> {
    const checkout = required();
    if (!checkout.verifySignature(rawBody, headers))
      throw new AppError('UNAUTHENTICATED', WEBHOOK_SIGNATURE_MESSAGE);
    const event = checkout.parseEvent(rawBody);
    if (!event) return;
    const [known] = await db
      .select()
      .from(hostedInvoices)
      .where(eq(hostedInvoices.invoiceId, event.invoiceId))
      .limit(1);
    // Invoices made elsewhere in the same store are not ours to act on.
    if (!known) return;
    let invoice: HostedInvoice;
    try {
      invoice = await checkout.getInvoice(event.invoiceId);
    } catch (error) {
      // The provider retries a failed delivery; answering an error asks it to.
      if (error instanceof ProviderError) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', error.message);
      throw error;
    }
    await apply(known.depositId, invoice);
  }

  async function apply(depositId: string, invoice: HostedInvoice): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .update(hostedInvoices)
        .set({ providerStatus: invoice.status, updatedAt: clock.now() })
        .where(eq(hostedInvoices.invoiceId, invoice.id));
      if (invoice.status === 'Settled') {
        const outcome = await crediting.credit(
          tx,
          depositId,
          { amountMicros: invoice.amountMicros },
          { allowFrom: ['PENDING', 'EXPIRED', 'FAILED'], invoiceId: invoice.id },
        );
        if (outcome.status === 'credited')
          log.info({ depositId, invoiceId: invoice.id }, 'hosted deposit credited');
        return;
      }
      if (invoice.status !== 'Expired' && invoice.status !== 'Invalid') return;
      const row = await lockDeposit(tx, depositId);
      if (row?.status !== 'PENDING') return;
      await updateDeposit(tx, depositId, {
        status: invoice.status === 'Expired' ? 'EXPIRED' : 'FAILED',
        adminNotes:
          invoice.status === 'Expired' ? 'The checkout expired unpaid' : 'The payment was marked invalid',
        updatedAt: clock.now(),
      });
    });
  }

  /** An administrator's manual approval of a hosted deposit credits the invoice amount. */
  async function approveManually(tx: Tx, row: DepositRow, adminNotes: string | null): Promise<CreditOutcome> {
    const [invoice] = await tx
      .select()
      .from(hostedInvoices)
      .where(eq(hostedInvoices.depositId, row.id))
      .limit(1);
    if (!invoice) throw new AppError('RULE_VIOLATION', 'This deposit has no checkout invoice to approve.');
    return crediting.credit(
      tx,
      row.id,
      { amountMicros: invoice.amountMicros, adminNotes },
      { invoiceId: invoice.invoiceId },
    );
  }

  return {
    enabled: provider !== null,
    create,
    webhook,
    approveManually,
    checkoutUrls: (ids: string[]) => checkoutUrls(db, ids),
  };
}

export type HostedCheckout = ReturnType<typeof createHostedCheckout>;

async function checkoutUrls(ex: DbOrTx, depositIds: string[]): Promise<Map<string, string>> {
  if (depositIds.length === 0) return new Map();
  const rows = await ex
    .select({ depositId: hostedInvoices.depositId, url: hostedInvoices.checkoutUrl })
    .from(hostedInvoices)
    .where(inArray(hostedInvoices.depositId, depositIds))
    .limit(depositIds.length);
  return new Map(rows.map((row) => [row.depositId, row.url]));
}
