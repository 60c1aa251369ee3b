import type { Network } from '@nova/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TokenTransfer } from '../chain/index.ts';
import { readCursors } from './deposits.cursors.ts';
import { chainReceipts, depositAddresses } from './deposits.tables.ts';

/**
 * Which personal addresses can hold tokens (proof of reserves, decision 025). An ERC-20 balance
 * becomes non-zero only through a `Transfer` to the address; the watcher reads every `Transfer` of
 * the accepted tokens to the personal addresses and keeps, per address and token, the first block
 * one arrived in (`chain_receipts`), in the same transaction that moves its cursor. So at any block
 * up to the cursor, an address without a receipt holds nothing and need not be read.
 *
 * Two kinds of address are read all the same, because the watcher cannot vouch for them:
 * - those given out before `receiptsSince`: they may have received tokens in blocks the watcher
 *   never read (before its first run, or in a stretch it skipped when it rewound past its cursor).
 *   An address given out after that moment can only receive in later blocks, which it reads;
 * - those beyond the most the watcher reads (`personalAddressesMax`, the newest ones).
 */

/** Records the first block of each (address, token) among the transfers read; a lower block wins. */
export async function recordReceipts(tx: DbOrTx, network: Network, transfers: readonly TokenTransfer[]) {
  const first = new Map<string, { token: string; address: string; block: bigint }>();
  for (const transfer of transfers) {
    // A zero-value Transfer changes no balance; any other amount counts, below one micro-unit too.
    if (transfer.amountRaw === 0n) continue;
    const address = transfer.to.toLowerCase();
    const key = `${transfer.token}:${address}`;
    const seen = first.get(key);
    if (!seen || transfer.blockNumber < seen.block)
      first.set(key, { token: transfer.token, address, block: transfer.blockNumber });
  }
  if (first.size === 0) return;
  const rows = [...first.values()].map((row) => ({
    network,
    token: row.token,
    address: row.address,
    firstBlock: row.block,
  }));
  await tx
    .insert(chainReceipts)
    .values(rows)
    .onConflictDoUpdate({
      target: [chainReceipts.network, chainReceipts.address, chainReceipts.token],
      set: { firstBlock: sql`least(${chainReceipts.firstBlock}, excluded.first_block)` },
    });
}

/** The personal addresses a snapshot reads at the block the watcher has read up to, and how many it skips. */
export interface ReservePlan {
  /**
   * The last block the watcher read: the snapshot reads balances at this block, never beyond it
   * (a later block may hold transfers whose receipts are not written yet). Null when the watcher has
   * not read the network: then every address is listed and read at the latest block.
   */
  blockNumber: bigint | null;
  addresses: string[];
  skipped: number;
}

/** The plan for one network; `watchedMax` is the watcher's `personalAddressesMax`. */
export async function reservePlan(db: DbOrTx, network: Network, watchedMax: number): Promise<ReservePlan> {
  const cursor = (await readCursors(db)).find((row) => row.network === network);
  if (cursor?.lastScannedBlock == null || cursor.receiptsSince == null) {
    const all = await db
      .select({ address: depositAddresses.address })
      .from(depositAddresses)
      .limit(1_000_000);
    return { blockNumber: null, addresses: all.map((row) => row.address), skipped: 0 };
  }
  const block = cursor.lastScannedBlock;
  // One statement, so the count and the list agree.
  const result = await db.execute(sql`
    select (select count(*) from ${depositAddresses})::int as total,
      (select string_agg(a.address, ',') from ${depositAddresses} a
        where a.created_at < ${cursor.receiptsSince}
          or a.derivation_index >= (
            select derivation_index from ${depositAddresses} order by derivation_index offset ${watchedMax} limit 1)
          or a.address in (
            select address from ${chainReceipts} where network = ${network} and first_block <= ${block})
      ) as addresses`);
  const [row] = (result as unknown as { rows: { total: number; addresses: string | null }[] }).rows;
  const addresses = row?.addresses ? row.addresses.split(',') : [];
  return { blockNumber: block, addresses, skipped: (row?.total ?? 0) - addresses.length };
}
