import { formatMicros, type WithdrawalStats, type WithdrawalStatus } from '@nova/contracts';
import type { StatusTotals } from './withdrawals.repo.ts';

export interface WithdrawalFigures {
  countOf(status: WithdrawalStatus): number;
  amountOf(status: WithdrawalStatus): bigint;
  feeOf(status: WithdrawalStatus): bigint;
  totalCount: number;
}

export function figures(totals: StatusTotals[]): WithdrawalFigures {
  const of = (status: WithdrawalStatus) => totals.find((row) => row.status === status);
  return {
    countOf: (status) => of(status)?.count ?? 0,
    amountOf: (status) => of(status)?.amount ?? 0n,
    feeOf: (status) => of(status)?.fee ?? 0n,
    totalCount: totals.reduce((sum, row) => sum + row.count, 0),
  };
}

/** The Withdrawal History tiles, over every request whatever the list's filter. */
export function summarizeTotals(totals: StatusTotals[]): WithdrawalStats {
  const f = figures(totals);
  return {
    totalCount: f.totalCount,
    pendingCount: f.countOf('PENDING'),
    approvedCount: f.countOf('APPROVED'),
    completedCount: f.countOf('COMPLETED'),
    rejectedCount: f.countOf('REJECTED'),
    failedCount: f.countOf('FAILED'),
    heldAmount: formatMicros(f.amountOf('PENDING') + f.amountOf('APPROVED')),
    completedNetAmount: formatMicros(f.amountOf('COMPLETED') - f.feeOf('COMPLETED')),
    completedFeeAmount: formatMicros(f.feeOf('COMPLETED')),
  };
}
