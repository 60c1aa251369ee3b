import { type AdminWithdrawal, type Pagination, paginate, type WithdrawalStatus } from '@nova/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { ChainSettings } from '../chain/index.ts';
import { type AdminWithdrawalRow, listAdminWithdrawals } from './withdrawals.admin-repo.ts';
import { toAdminWithdrawal } from './withdrawals.view.ts';

/** One member's requests for the admin Users tab, and the whole filtered list for the CSV export. */
export function createWithdrawalAdminReads(db: DbOrTx, chainSettings: ChainSettings) {
  const view = (row: AdminWithdrawalRow) => toAdminWithdrawal(row, chainSettings);
  async function ofUser(
    userId: string,
    page: number,
    limit: number,
  ): Promise<{ data: AdminWithdrawal[]; pagination: Pagination }> {
    const { rows, total } = await listAdminWithdrawals(db, { userId, limit, offset: (page - 1) * limit });
    return { data: rows.map(view), pagination: paginate(page, limit, total) };
  }

  /** Every request the history's filters match, newest first, a batch at a time. */
  async function* batches(
    filter: { search?: string; status?: WithdrawalStatus },
    batchSize: number,
  ): AsyncGenerator<AdminWithdrawal[]> {
    let after: { createdAt: Date; id: string } | undefined;
    for (;;) {
      const { rows } = await listAdminWithdrawals(db, {
        statuses: filter.status ? [filter.status] : undefined,
        search: filter.search,
        after,
        count: false,
        limit: batchSize,
        offset: 0,
      });
      if (rows.length > 0) yield rows.map(view);
      const last = rows[rows.length - 1];
      if (!last || rows.length < batchSize) return;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  return { ofUser, batches };
}
