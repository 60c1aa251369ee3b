import { type AdminUser, formatMicros } from '@nova/contracts';
import type { MemberFigures } from '../ledger/index.ts';
import type { UserListRow } from './admin-users.repo.ts';

/** A member with their money figures as the Users tab shows them. */
export interface UserWithFigures {
  row: UserListRow;
  figures: MemberFigures;
}

export function withFigures(rows: UserListRow[], figuresById: Map<string, MemberFigures>): UserWithFigures[] {
  return rows.map((row) => {
    const figures = figuresById.get(row.id);
    if (!figures) throw new Error(`member ${row.id} has no ledger accounts`);
    return { row, figures };
  });
}

function toIso(value: string | Date | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

export function toAdminUser({ row, figures }: UserWithFigures): AdminUser {
  const vip = row.vip?.id ? row.vip : null;
  const dailyEarning = vip?.isActive && vip.dailyEarning !== null ? vip.dailyEarning : 0n;
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    isActive: row.isActive,
    isAdmin: row.isAdmin,
    isEmailVerified: row.email !== null && row.emailVerifiedAt !== null,
    // Phone numbers are not verified by any flow yet: shown as unverified, never claimed.
    isPhoneVerified: false,
    referralCode: row.referralCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    referrer: row.referrer?.id ? row.referrer : null,
    wallet: {
      id: row.walletId ?? row.id,
      balance: formatMicros(figures.balance),
      withdrawable: formatMicros(figures.withdrawable),
    },
    financialData: {
      totalDeposits: formatMicros(figures.totalDeposits),
      totalWithdrawals: formatMicros(figures.totalWithdrawn + figures.totalRefunded),
      dailyEarnings: formatMicros(dailyEarning),
      referralEarnings: formatMicros(figures.totalReferralBonus),
      totalDailyEarnings: formatMicros(figures.totalEarnings),
      firstDailyTaskDate: toIso(row.firstTaskAt),
      totalDepositsCount: figures.depositsCount,
      totalWithdrawalsCount: figures.withdrawalsCount,
    },
    _count: { referrals: row.referrals },
    userVip:
      vip?.id && vip.name !== null && vip.amount !== null
        ? {
            vipLevel: { id: vip.id, name: vip.name, amount: formatMicros(vip.amount) },
            isActive: vip.isActive ?? false,
          }
        : null,
  };
}
