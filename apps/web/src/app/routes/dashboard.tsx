import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@nova/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDownToLine, History, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { RenderLater } from '@/components/render-later.tsx';
import { RenderNear } from '@/components/render-near.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LAST_LOGIN_KEY } from '@/features/auth/api/session.ts';
import { displayName, useAuth } from '@/features/auth/hooks/use-auth.ts';
import { AnnouncementsBlock } from '@/features/community/components/announcements-block.tsx';
import { MembersBoard } from '@/features/community/components/members-board.tsx';
import { MembersCounter } from '@/features/community/components/members-counter.tsx';
import { getWalletStatsQueryOptions, useWalletStats } from '@/features/dashboard/api/get-wallet-stats.ts';
import { useBalanceChangeToasts } from '@/features/dashboard/components/balance-change-toasts.ts';
import { IntroVideo } from '@/features/dashboard/components/intro-video.tsx';
import { SignInWelcome } from '@/features/dashboard/components/sign-in-welcome.tsx';
import { WalletOverview } from '@/features/dashboard/components/wallet-overview.tsx';
import { useVisitGreeting } from '@/features/dashboard/components/welcome-notes.tsx';
import { usePublicSettings } from '@/features/site/api/get-public-settings.ts';
import { EarningPanel } from '@/features/tasks/components/earning-panel.tsx';
import { useVipLevels } from '@/features/vip/api/get-vip-levels.ts';
import { packageRange } from '@/features/vip/components/package-range.ts';
import { ProjectedEarnings } from '@/features/vip/components/projected-earnings.tsx';
import { VipDashboard } from '@/features/vip/components/vip-dashboard.tsx';
import { WithdrawableCard } from '@/features/withdrawals/components/withdrawable-card.tsx';
import { lazyWithWords } from '@/lib/i18n/lazy-with-words.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { LevelDeposit } from './level-deposit.tsx';

/**
 * The dialogs load when first opened, not with the dashboard (decision 011); the deposit dialogs
 * with the deposits' words, which the dashboard does not show (decision 032).
 */
const DepositModal = lazyWithWords(
  ['deposits'],
  async () => (await import('@/features/deposits/components/deposit-modal.tsx')).DepositModal,
);
const WelcomeDialog = lazy(async () => ({
  default: (await import('@/features/dashboard/components/welcome-dialog.tsx')).WelcomeDialog,
}));
const DepositHistoryDialog = lazyWithWords(
  ['deposits'],
  async () =>
    (await import('@/features/deposits/components/deposit-history-dialog.tsx')).DepositHistoryDialog,
);

export function DashboardRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return <Dashboard user={user} />;
}

/**
 * The parts that read the wallet statistics or the settings subscribe to them themselves, so an
 * answer re-renders the part that shows it, not the whole dashboard (each whole render is a long
 * task on a phone while the page starts).
 */
function DashboardWithdrawable({ lockedUntil }: { lockedUntil: string | null }) {
  // The wallet above already holds these figures and keeps them current (events, or polls while
  // the stream is down): coming into view later is no reason to ask for them again.
  const stats = useQuery({ ...getWalletStatsQueryOptions(), refetchOnMount: false });
  return stats.data ? <WithdrawableCard stats={stats} lockedUntil={lockedUntil} /> : null;
}

/** Always there, whether or not the member has scrolled to the withdrawable card. */
function DashboardBalanceToasts() {
  useBalanceChangeToasts(useWalletStats().data);
  return null;
}

function DashboardIntroVideo() {
  const { data: settings } = usePublicSettings();
  return settings?.introVideoUrl ? <IntroVideo url={settings.introVideoUrl} /> : null;
}

/** The welcome states the packages on offer, from the active levels. */
function DashboardWelcome({ onClose }: { onClose: () => void }) {
  const levels = useVipLevels();
  return <WelcomeDialog packageRange={levels.data ? packageRange(levels.data) : null} onClose={onClose} />;
}

function Dashboard({ user }: { user: User }) {
  const { t } = useLingui();
  const [greeting, dismissGreeting] = useVisitGreeting(user, localStorage.getItem(LAST_LOGIN_KEY));
  const name = displayName(user);
  const queryClient = useQueryClient();
  const [depositOpen, setDepositOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.wallet.stats() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.vip.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.members.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.announcements.all }),
    ]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold sm:text-3xl">
            <Trans>Dashboard</Trans>
          </h1>
          {greeting === 'welcome-back' && (
            <p className="text-sm text-muted-foreground">
              <Trans>Welcome back, {name}.</Trans>
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setDepositOpen(true)}>
            <ArrowDownToLine /> <Trans>Deposit</Trans>
          </Button>
          <Button variant="outline" size="sm" onClick={() => setHistoryOpen(true)}>
            <History /> <Trans>Deposit history</Trans>
          </Button>
          <Button variant="outline" size="sm" onClick={refresh}>
            <RefreshCw /> <Trans>Refresh</Trans>
          </Button>
        </div>
      </div>
      <DashboardBalanceToasts />
      {greeting === 'signed-in' && <SignInWelcome name={name} onClose={dismissGreeting} />}
      <DashboardIntroVideo />
      <section aria-labelledby="wallet-heading" className="space-y-3">
        <h2 id="wallet-heading" className="text-base font-semibold">
          <Trans>Your wallet</Trans>
        </h2>
        <WalletOverview />
      </section>
      {/* Below the wallet, on a phone below the first view: rendered when the member scrolls
          towards it, then part by part. */}
      <RenderNear>
        {/* One part: with the wallet statistics already cached, the card must not show first and
            then be pushed down by the earning panel. */}
        <RenderLater>
          <section aria-label={t`Daily earning session`}>
            <EarningPanel />
          </section>
          <DashboardWithdrawable lockedUntil={user.withdrawalsLockedUntil} />
        </RenderLater>
        <RenderLater>
          <div className="grid gap-6 empty:hidden lg:has-[>:nth-child(2)]:grid-cols-2">
            <AnnouncementsBlock kind="NEWS" />
            <AnnouncementsBlock kind="MANAGEMENT_LOG" />
          </div>
        </RenderLater>
        <RenderLater>
          <section aria-label={t`Community`} className="space-y-3">
            <MembersCounter />
            <MembersBoard />
          </section>
        </RenderLater>
        <RenderLater>
          <VipDashboard renderDeposit={LevelDeposit} />
          <ProjectedEarnings />
        </RenderLater>
      </RenderNear>
      <Suspense fallback={null}>
        {depositOpen && <DepositModal open onOpenChange={setDepositOpen} />}
        {historyOpen && <DepositHistoryDialog open onOpenChange={setHistoryOpen} />}
        {greeting === 'first-visit' && <DashboardWelcome onClose={dismissGreeting} />}
      </Suspense>
    </div>
  );
}
