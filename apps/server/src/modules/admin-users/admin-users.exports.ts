import { type AdminDeposit, type AdminWithdrawal, type AuditEntry, formatMicros } from '@nova/contracts';
import type { CsvColumn } from '../../lib/csv.ts';
import type { UserWithFigures } from './admin-users.view.ts';

/** The columns of each CSV export: what an operator reconciles, amounts in exact decimals. */
export const EXPORT_BATCH_SIZE = 500;

export const userColumns: CsvColumn<UserWithFigures>[] = [
  { header: 'id', value: ({ row }) => row.id },
  { header: 'full_name', value: ({ row }) => row.fullName },
  { header: 'email', value: ({ row }) => row.email },
  { header: 'phone', value: ({ row }) => row.phone },
  { header: 'status', value: ({ row }) => (row.isActive ? 'active' : 'suspended') },
  { header: 'is_admin', value: ({ row }) => row.isAdmin },
  { header: 'email_verified', value: ({ row }) => row.emailVerifiedAt !== null },
  { header: 'referral_code', value: ({ row }) => row.referralCode },
  { header: 'referrer_id', value: ({ row }) => row.referrer?.id ?? null },
  { header: 'referrals', value: ({ row }) => row.referrals },
  { header: 'vip_level', value: ({ row }) => row.vip?.name ?? null },
  { header: 'balance', value: ({ figures }) => formatMicros(figures.balance) },
  { header: 'withdrawable', value: ({ figures }) => formatMicros(figures.withdrawable) },
  { header: 'total_deposits', value: ({ figures }) => formatMicros(figures.totalDeposits) },
  {
    header: 'total_withdrawals',
    value: ({ figures }) => formatMicros(figures.totalWithdrawn + figures.totalRefunded),
  },
  { header: 'daily_earnings_total', value: ({ figures }) => formatMicros(figures.totalEarnings) },
  { header: 'referral_earnings', value: ({ figures }) => formatMicros(figures.totalReferralBonus) },
  { header: 'deposits_count', value: ({ figures }) => figures.depositsCount },
  { header: 'withdrawals_count', value: ({ figures }) => figures.withdrawalsCount },
  { header: 'created_at', value: ({ row }) => row.createdAt.toISOString() },
];

export const depositColumns: CsvColumn<AdminDeposit>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'user_id', value: (row) => row.user.id },
  { header: 'user_email', value: (row) => row.user.email },
  { header: 'user_phone', value: (row) => row.user.phone },
  { header: 'amount', value: (row) => row.amount },
  { header: 'currency', value: (row) => row.currency },
  { header: 'network', value: (row) => row.network },
  { header: 'status', value: (row) => row.status },
  { header: 'transaction_hash', value: (row) => row.transactionHash },
  { header: 'admin_notes', value: (row) => row.adminNotes },
  { header: 'created_at', value: (row) => row.createdAt },
];

export const withdrawalColumns: CsvColumn<AdminWithdrawal>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'user_id', value: (row) => row.user.id },
  { header: 'user_email', value: (row) => row.user.email },
  { header: 'user_phone', value: (row) => row.user.phone },
  { header: 'source', value: (row) => row.source },
  { header: 'amount', value: (row) => row.amount },
  { header: 'fee', value: (row) => row.fee },
  { header: 'net_amount', value: (row) => row.netAmount },
  { header: 'currency', value: (row) => row.currency },
  { header: 'network', value: (row) => row.network },
  { header: 'wallet_address', value: (row) => row.walletAddress },
  { header: 'status', value: (row) => row.status },
  { header: 'transaction_hash', value: (row) => row.transactionHash },
  { header: 'admin_notes', value: (row) => row.adminNotes },
  { header: 'created_at', value: (row) => row.createdAt },
  { header: 'updated_at', value: (row) => row.updatedAt },
];

export const auditColumns: CsvColumn<AuditEntry>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'created_at', value: (row) => row.createdAt },
  { header: 'actor_id', value: (row) => row.actorId },
  { header: 'actor', value: (row) => row.actorEmail },
  { header: 'action', value: (row) => row.action },
  { header: 'target_type', value: (row) => row.targetType },
  { header: 'target_id', value: (row) => row.targetId },
  { header: 'before', value: (row) => (row.before ? JSON.stringify(row.before) : null) },
  { header: 'after', value: (row) => (row.after ? JSON.stringify(row.after) : null) },
  { header: 'note', value: (row) => row.note },
];
