import type { WalletStats } from '@nova/contracts';
import { ArrowDownToLine, ArrowUpFromLine, Gift, PiggyBank, TrendingUp, Wallet } from 'lucide-react';
import { EmailRequired } from '@/components/email-required.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useWalletStats } from '../api/get-wallet-stats.ts';
import { StatCard } from './stat-card.tsx';

const figures: {
  key: keyof WalletStats;
  label: string;
  hint: string;
  icon: typeof Wallet;
}[] = [
  { key: 'balance', label: 'Balance', hint: 'Deposited funds, spendable on memberships', icon: Wallet },
  {
    key: 'withdrawable',
    label: 'Withdrawable',
    hint: 'Earnings and bonuses you can withdraw',
    icon: PiggyBank,
  },
  { key: 'totalDeposits', label: 'Total deposits', hint: 'All confirmed deposits', icon: ArrowDownToLine },
  { key: 'totalEarnings', label: 'Total earnings', hint: 'Daily rewards credited so far', icon: TrendingUp },
  {
    key: 'totalReferralBonus',
    label: 'Referral bonus',
    hint: 'Bonuses from members you invited',
    icon: Gift,
  },
  {
    key: 'totalWithdrawn',
    label: 'Total withdrawn',
    hint: 'Earnings paid out to you',
    icon: ArrowUpFromLine,
  },
];

/** The member's wallet figures, exactly as the ledger reports them. */
export function WalletOverview() {
  const { data, error, isPending, refetch } = useWalletStats();

  if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') return <EmailRequired />;
  if (error && !data) {
    return (
      <Alert tone="danger" role="alert">
        <p>{errorMessage(error, 'Failed to load your wallet')}</p>
        <Button variant="outline" size="sm" onClick={() => refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isPending}>
      {figures.map(({ key, label, hint, icon }) => (
        <StatCard
          key={key}
          label={label}
          hint={hint}
          icon={icon}
          value={data?.[key]}
          highlight={key === 'balance'}
        />
      ))}
    </ul>
  );
}
