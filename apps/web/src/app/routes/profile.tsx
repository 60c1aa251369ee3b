import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmailRequired } from '@/components/email-required.tsx';
import { useLogout } from '@/features/auth/api/logout.ts';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog.tsx';
import { EditProfileDialog } from '@/features/auth/components/edit-profile-dialog.tsx';
import { displayName, useAuth } from '@/features/auth/hooks/use-auth.ts';
import { getWalletStatsQueryOptions } from '@/features/dashboard/api/get-wallet-stats.ts';
import { DepositHistoryDialog } from '@/features/deposits/components/deposit-history-dialog.tsx';
import { DepositModal } from '@/features/deposits/components/deposit-modal.tsx';
import { SenderAddressesCard } from '@/features/deposits/components/sender-addresses-card.tsx';
import { BalanceCards } from '@/features/profile/components/balance-cards.tsx';
import { ProfileInfo } from '@/features/profile/components/profile-info.tsx';
import { RecentTransactions } from '@/features/profile/components/recent-transactions.tsx';
import { TaskEarningsCard } from '@/features/tasks/components/task-earnings-card.tsx';
import { useTwoFactorStatus } from '@/features/two-factor/api/get-two-factor-status.ts';
import { TwoFactorCard } from '@/features/two-factor/components/two-factor-card.tsx';
import { RecentWithdrawals } from '@/features/withdrawals/components/recent-withdrawals.tsx';
import { WithdrawDialog } from '@/features/withdrawals/components/withdraw-dialog.tsx';
import { WithdrawalHistoryDialog } from '@/features/withdrawals/components/withdrawal-history-dialog.tsx';
import { roleLabel } from '../layouts/user-menu.tsx';

type Open = 'deposit' | 'withdraw' | 'deposit-history' | 'withdrawal-history' | 'edit' | 'password' | null;

/**
 * /profile: the money cards, recent activity, the account and its
 * actions. The dialogs are the ones the dashboard and /deposit use. The wallet is read only with a
 * verified email (rule 9); until then the money cards say so in place.
 */
export function ProfileRoute() {
  const { user } = useAuth();
  const verified = Boolean(user?.isEmailVerified);
  const stats = useQuery({ ...getWalletStatsQueryOptions(), enabled: verified });
  const logout = useLogout();
  const twoFactor = useTwoFactorStatus();
  const [open, setOpen] = useState<Open>(null);
  const show = (dialog: Open) => () => setOpen(dialog);
  const toggle = (dialog: Exclude<Open, null>) => (isOpen: boolean) => setOpen(isOpen ? dialog : null);
  if (!user) return null;

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold sm:text-3xl">
          <Trans>Profile</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          {displayName(user)} · {roleLabel(user)}
        </p>
      </div>
      {verified ? (
        <BalanceCards
          stats={stats.data}
          onDeposit={show('deposit')}
          onWithdraw={show('withdraw')}
          onDepositHistory={show('deposit-history')}
          onWithdrawalHistory={show('withdrawal-history')}
          taskCard={<TaskEarningsCard />}
        />
      ) : (
        <EmailRequired hasEmail={Boolean(user.email)} onEditProfile={show('edit')} />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentTransactions enabled={verified} />
        <RecentWithdrawals onShowHistory={show('withdrawal-history')} />
      </div>
      <ProfileInfo
        user={user}
        balance={stats.data?.balance}
        onEdit={show('edit')}
        onChangePassword={show('password')}
        onWithdrawalHistory={show('withdrawal-history')}
        onLogout={() => logout.mutate()}
      />
      <TwoFactorCard />
      {verified && <SenderAddressesCard twoFactorEnabled={twoFactor.data?.enabled ?? false} />}
      {open === 'deposit' && <DepositModal open onOpenChange={toggle('deposit')} />}
      {open === 'deposit-history' && <DepositHistoryDialog open onOpenChange={toggle('deposit-history')} />}
      <WithdrawDialog
        open={open === 'withdraw'}
        onOpenChange={toggle('withdraw')}
        stats={stats.data}
        lockedUntil={user.withdrawalsLockedUntil}
        onShowHistory={show('withdrawal-history')}
      />
      <WithdrawalHistoryDialog
        open={open === 'withdrawal-history'}
        onOpenChange={toggle('withdrawal-history')}
      />
      <EditProfileDialog
        user={user}
        twoFactorEnabled={twoFactor.data?.enabled ?? false}
        open={open === 'edit'}
        onOpenChange={toggle('edit')}
      />
      <ChangePasswordDialog open={open === 'password'} onOpenChange={toggle('password')} />
    </div>
  );
}
