import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { WalletStats } from '@nova/contracts';
import { ArrowDownToLine, ArrowUpFromLine, Gift, PiggyBank, TrendingUp, Wallet } from 'lucide-react';
import { emailRequiredRefusal } from '@/components/email-required.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { useWalletStats } from '../api/get-wallet-stats.ts';
import { StatCard } from './stat-card.tsx';

const figures: {
  key: keyof WalletStats;
  label: MessageDescriptor;
  hint: MessageDescriptor;
  icon: typeof Wallet;
}[] = [
  { key: 'balance', label: msg`Balance`, hint: msg`Deposited funds, spendable on memberships`, icon: Wallet },
  {
    key: 'withdrawable',
    label: msg`Withdrawable`,
    hint: msg`Earnings and bonuses you can withdraw`,
    icon: PiggyBank,
  },
  {
    key: 'totalDeposits',
    label: msg`Total deposits`,
    hint: msg`All confirmed deposits`,
    icon: ArrowDownToLine,
  },
  {
    key: 'totalEarnings',
    label: msg`Total earnings`,
    hint: msg`Daily rewards credited so far`,
    icon: TrendingUp,
  },
  {
    key: 'totalReferralBonus',
    label: msg`Referral bonus`,
    hint: msg`Bonuses from members you invited`,
    icon: Gift,
  },
  {
    key: 'totalWithdrawn',
    label: msg`Total withdrawn`,
    hint: msg`Earnings paid out to you`,
    icon: ArrowUpFromLine,
  },
];

/** The member's wallet figures, exactly as the ledger reports them. */
export function WalletOverview() {
  const { t } = useLingui();
  const stats = useWalletStats();
  return (
    <QueryState
      query={stats}
      refusal={emailRequiredRefusal}
      errorFallback={t`Failed to load your wallet`}
      loading={<Figures stats={undefined} />}
    >
      {(data) => <Figures stats={data} />}
    </QueryState>
  );
}

/** The six cards; while the figures load each holds a placeholder and the list says it is busy. */
function Figures({ stats }: { stats: WalletStats | undefined }) {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={stats === undefined}>
      {figures.map(({ key, label, hint, icon }) => (
        <StatCard
          key={key}
          label={i18n._(label)}
          hint={i18n._(hint)}
          icon={icon}
          value={stats?.[key]}
          highlight={key === 'balance'}
        />
      ))}
    </ul>
  );
}
