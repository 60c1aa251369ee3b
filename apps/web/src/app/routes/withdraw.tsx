import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { useWalletStats } from '@/features/dashboard/api/get-wallet-stats.ts';

// The dashboard's own chunk, not a copy of its modules in the chunk every route shares.
const DashboardRoute = lazy(async () => ({ default: (await import('./dashboard.tsx')).DashboardRoute }));
const WithdrawDialog = lazy(async () => ({
  default: (await import('@/features/withdrawals/components/withdraw-dialog.tsx')).WithdrawDialog,
}));
const WithdrawalHistoryDialog = lazy(async () => ({
  default: (await import('@/features/withdrawals/components/withdrawal-history-dialog.tsx'))
    .WithdrawalHistoryDialog,
}));

/**
 * /withdraw (the spec's placeholder path): the dashboard with the Withdraw Funds dialog open, the
 * same dialog its withdrawable card opens. Closing it leaves the member on the dashboard.
 */
export function WithdrawRoute() {
  const { user } = useAuth();
  const stats = useWalletStats();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'withdraw' | 'history'>('withdraw');
  const toDashboard = (open: boolean) => {
    if (!open) void navigate('/dashboard', { replace: true });
  };
  return (
    <Suspense fallback={null}>
      <DashboardRoute />
      {dialog === 'withdraw' ? (
        <WithdrawDialog
          open
          onOpenChange={toDashboard}
          stats={stats.data}
          lockedUntil={user?.withdrawalsLockedUntil ?? null}
          onShowHistory={() => setDialog('history')}
        />
      ) : (
        <WithdrawalHistoryDialog open onOpenChange={toDashboard} />
      )}
    </Suspense>
  );
}
