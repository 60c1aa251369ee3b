import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SettingsService } from '../settings/index.ts';
import { lockExpirable, updateDeposit } from './deposits.repo.ts';

/**
 * Expiry of PENDING deposits with no matching transfer (rule 23): a claim
 * whose transaction is in no block (it left its block in a reorg and never came back) or an unpaid
 * hosted checkout, older than `depositExpiryHours`, becomes EXPIRED. A deposit whose transfer is on
 * chain never expires: it waits for its confirmations or its administrator. One bounded batch per
 * run; rows are locked with SKIP LOCKED so several processes share the work.
 */
export const EXPIRY_BATCH = 200;

export function createExpiry(deps: { database: Database; clock: Clock; settings: SettingsService }) {
  const { database, clock, settings } = deps;

  async function run(): Promise<{ expired: number }> {
    const { depositExpiryHours } = await settings.values();
    const now = clock.now();
    const before = new Date(now.getTime() - depositExpiryHours * 3_600_000);
    return database.db.transaction(async (tx) => {
      const rows = await lockExpirable(tx, before, EXPIRY_BATCH);
      for (const row of rows) {
        await updateDeposit(tx, row.id, {
          status: 'EXPIRED',
          adminNotes: row.adminNotes ?? `No matching transfer within ${depositExpiryHours} hours`,
          nextCheckAt: null,
          updatedAt: now,
        });
      }
      return { expired: rows.length };
    });
  }

  return { run };
}
