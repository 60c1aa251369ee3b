import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { newId } from '../../lib/ids.ts';
import type { ChainService } from '../chain/index.ts';
import { proversOf } from './deposits.proofs-repo.ts';
import { depositAddresses } from './deposits.tables.ts';

/**
 * Who an address belongs to (rule 19):
 * members' personal deposit addresses, derived from DEPOSIT_XPUB at an index given out once per
 * member, and the sender addresses members proved by signature (decision 017). Addresses are
 * kept lower-case.
 */
export function createAddressBook(deps: { db: DbOrTx; clock: Clock; chain: ChainService }) {
  const { db, clock, chain } = deps;

  /** Every personal address the member was ever given (lower-case). */
  async function addressesOf(userId: string, ex: DbOrTx = db): Promise<string[]> {
    const rows = await ex
      .select({ address: depositAddresses.address })
      .from(depositAddresses)
      .where(eq(depositAddresses.userId, userId))
      .limit(100);
    return rows.map((row) => row.address);
  }

  /**
   * The member's personal address under the current key, given out on first request; null without
   * DEPOSIT_XPUB. A changed key gives the member a new address and keeps the old one watched.
   */
  async function personalAddress(userId: string): Promise<string | null> {
    if (!chain.hasPersonalAddresses) return null;
    const rows = await db
      .select()
      .from(depositAddresses)
      .where(eq(depositAddresses.userId, userId))
      .limit(100);
    for (const row of rows) {
      const current = chain.personalDepositAddress(row.derivationIndex)?.toLowerCase();
      if (current === row.address) return row.address;
    }
    return assignAddress(userId);
  }

  async function assignAddress(userId: string): Promise<string> {
    const result = await db.execute(sql`select nextval('deposit_address_index')::int as index`);
    const [next] = (result as unknown as { rows: { index: number }[] }).rows;
    if (next === undefined) throw new Error('the deposit address sequence returned nothing');
    const derived = chain.personalDepositAddress(next.index);
    if (!derived) throw new Error('no deposit key configured');
    const address = derived.toLowerCase();
    try {
      await db
        .insert(depositAddresses)
        .values({ id: newId(), userId, derivationIndex: next.index, address, createdAt: clock.now() });
    } catch (error) {
      // The same key and index repeat only if the sequence was reset: never give one address to two members.
      if (violatedUniqueConstraint(error) === 'deposit_addresses_address_key') return assignAddress(userId);
      throw error;
    }
    return address;
  }

  /** The owners of those of `addresses` that are personal deposit addresses. */
  async function ownersOf(addresses: readonly string[], ex: DbOrTx = db): Promise<Map<string, string>> {
    const lower = [...new Set(addresses.map((address) => address.toLowerCase()))];
    if (lower.length === 0) return new Map();
    const rows = await ex
      .select({ address: depositAddresses.address, userId: depositAddresses.userId })
      .from(depositAddresses)
      .where(inArray(depositAddresses.address, lower))
      .limit(lower.length);
    return new Map(rows.map((row) => [row.address, row.userId]));
  }

  /** Every personal address (the watcher's recipients), up to `limit`. */
  async function allPersonalAddresses(limit: number): Promise<string[]> {
    const rows = await db
      .select({ address: depositAddresses.address })
      .from(depositAddresses)
      .orderBy(depositAddresses.derivationIndex)
      .limit(limit);
    return rows.map((row) => row.address);
  }

  /** The members who proved control of a sender address. */
  async function proversOfSender(sender: string, ex: DbOrTx = db): Promise<string[]> {
    return proversOf(ex, sender.toLowerCase());
  }

  return { addressesOf, personalAddress, ownersOf, allPersonalAddresses, proversOf: proversOfSender };
}

export type AddressBook = ReturnType<typeof createAddressBook>;
