import type { WalletStats } from '@nova/contracts';
import { ArrowDownToLine, ArrowUpFromLine, Gift, PiggyBank, TrendingUp, Wallet } from 'lucide-react';
import { emailRequiredRefusal } from '@/components/email-required.tsx';
import { QueryState } from '@/components/query-state.tsx';
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
  const stats = useWalletStats();
  return (
    <QueryState
      query={stats}
      refusal={emailRequiredRefusal}
      errorFallback="Failed to load your wallet"
      loading={<Figures stats={undefined} />}
    >
      {(data) => <Figures stats={data} />}
    </QueryState>
  );
}

/** The six cards; while the figures load each holds a placeholder and the list says it is busy. */
function Figures({ stats }: { stats: WalletStats | undefined }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={stats === undefined}>
      {figures.map(({ key, label, hint, icon }) => (
        <StatCard
          key={key}
          label={label}
          hint={hint}
          icon={icon}
          value={stats?.[key]}
          highlight={key === 'balance'}
        />
      ))}
    </ul>
  );
}
