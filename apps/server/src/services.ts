import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-types.ts';
import { createMailer } from './lib/mailer.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { secretKeysOf } from './lib/secrets-key.ts';
import { createAdminStatsService } from './modules/admin-stats/admin-stats.service.ts';
import { createAdminUsersService } from './modules/admin-users/admin-users.service.ts';
import { createAnnouncementsService } from './modules/announcements/announcements.service.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createReferralChain } from './modules/auth/auth.referral-chain.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSignInLimits } from './modules/auth/auth.sign-in-limits.ts';
import { resolveChainSettings } from './modules/chain/chain.networks.ts';
import { createChainService } from './modules/chain/chain.service.ts';
import { createDepositsService } from './modules/deposits/deposits.service.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { createFeeTiersService } from './modules/fee-tiers/fee-tiers.service.ts';
import { createLedgerBatch } from './modules/ledger/ledger.batch.ts';
import { createLedgerReports } from './modules/ledger/ledger.reports.ts';
import { createLedgerService } from './modules/ledger/ledger.service.ts';
import { createMembersService } from './modules/members/members.service.ts';
import { createNotifications } from './modules/notifications/notifications.service.ts';
import { createOperations } from './modules/operations/operations.service.ts';
import { createOutbox } from './modules/outbox/outbox.service.ts';
import { createProofsService } from './modules/proofs/proofs.service.ts';
import { createRateLimits } from './modules/rate-limits/rate-limits.service.ts';
import { createReferralBonusService } from './modules/referrals/referrals.bonuses.ts';
import { createReferralStatsService } from './modules/referrals/referrals.stats.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createSiteService } from './modules/site/site.service.ts';
import { createRewardsPoolService } from './modules/tasks/tasks.rewards-pool.ts';
import { createTasksService } from './modules/tasks/tasks.service.ts';
import { createEarningSessionsService } from './modules/tasks/tasks.sessions.ts';
import { createTransparencyService } from './modules/transparency/transparency.service.ts';
import { createTwoFactorService } from './modules/two-factor/two-factor.service.ts';
import { createVipLevelsService } from './modules/vip/vip.levels.ts';
import { activeDailyEarningOf } from './modules/vip/vip.membership-of.ts';
import { createMembershipsService } from './modules/vip/vip.memberships.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { createAdminWithdrawalsService } from './modules/withdrawals/withdrawals.admin-service.ts';
import { createWithdrawalEditService } from './modules/withdrawals/withdrawals.edit.ts';
import { payoutLookupFrom } from './modules/withdrawals/withdrawals.payout.ts';
import { createWithdrawalsService } from './modules/withdrawals/withdrawals.service.ts';

/**
 * The service layer, built once per app. Modules talk to each other only through these
 * functions; the order below is the dependency order.
 */
export function createServices(deps: AppDeps, log: FastifyBaseLogger) {
  const mailer = createMailer(deps.config, log);
  const audit = createAuditService(deps);
  const outbox = createOutbox(deps, { mailer, log, audit });
  const announcements = createAnnouncementsService(deps, { audit });
  const members = createMembersService(deps);
  const settings = createSettingsService(deps, { audit });
  const events = createEventsService(deps, log);
  // A change made by another process reaches this one's settings cache at once.
  events.hub.observe((heard) => (heard === null || heard.kind === 'settings') && settings.forget());
  const site = createSiteService(deps, { audit });
  const ledger = createLedgerService(deps);
  const ledgerBatch = createLedgerBatch(deps);
  const ledgerReports = createLedgerReports(deps);
  const secretBox = createSecretBox(secretKeysOf(deps.config));
  const twoFactor = createTwoFactorService(deps, { secretBox });
  const rateLimits = createRateLimits(deps.database.db);
  const signInLimits = createSignInLimits(rateLimits);
  const auth = createAuthService(deps, {
    enqueueEmail: outbox.enqueue,
    log,
    audit,
    secondFactor: twoFactor,
    passwordAttempts: signInLimits,
    // Bound late: notifications need the auth service to find the member's address.
    onSuspended: (tx, userId) => notifications.accountSuspended(tx, userId),
    sessionsEnded: (which) => events.endSessions(which),
  });
  const notifications = createNotifications({
    enqueue: outbox.enqueue,
    verifiedEmailOf: auth.verifiedEmailOf,
  });
  const method = (row: { currency: string; network: string | null }) =>
    row.network ? `${row.currency} on ${row.network}` : row.currency;
  // Sessions ended by another process leave this one's session cache at once (rule 10).
  events.hub.observeSessionsEnded((end) =>
    auth.forgetSessions(end && { sessionIds: end.s, userId: end.u, exceptSessionId: end.keep }),
  );
  const vipLevels = createVipLevelsService(deps, { audit });
  const referralChain = createReferralChain(deps);
  const referralBonuses = createReferralBonusService({ ledger, settings, referralChain });
  const memberships = createMembershipsService(deps, { ledger, vipLevels, referralBonuses });
  const wallet = createWalletService({ ledger }, { dailyEarningOf: activeDailyEarningOf });
  const earningSessions = createEarningSessionsService(deps, { ledger, ledgerBatch, settings, memberships });
  // What members poll is kept until an event names them; a level's change or a gap concerns all.
  events.hub.observe((heard) => {
    if (heard === null || heard.kind === 'levels') {
      vipLevels.forget();
      earningSessions.forgetSnapshots(null);
    } else if (heard.userIds.length > 0) earningSessions.forgetSnapshots(heard.userIds);
  });
  const tasks = createTasksService(deps, { earningSessions, settings });
  const rewardsPool = createRewardsPoolService(deps, { ledger, ledgerReports, memberships, audit });
  const transparency = createTransparencyService(deps, { ledger, ledgerReports, rewardsPool });
  const referralStats = createReferralStatsService({ ledgerReports, memberships, settings, referralChain });
  const chain = createChainService(deps.chainSettings ?? resolveChainSettings(deps.config));
  const deposits = createDepositsService(
    deps,
    {
      log,
      ledger,
      settings,
      audit,
      chain,
      identity: { verifiedEmailOf: auth.verifiedEmailOf, confirm: auth.confirmSensitiveChange },
      onCredited: (tx, deposit) =>
        notifications.depositCredited(tx, deposit.userId, {
          amountMicros: deposit.amountMicros,
          method: method(deposit),
        }),
    },
    deps.deposits,
  );
  const proofs = createProofsService(deps, {
    ledger,
    ledgerReports,
    chain,
    personalAddresses: deposits.allPersonalAddresses,
  });
  const feeTiers = createFeeTiersService(deps, {
    audit,
    minimumWithdrawalMicros: async () => (await settings.values()).minWithdrawalMicros,
  });
  const destinations = {
    chainSettings: chain.settings,
    isPersonalDepositAddress: deposits.isPersonalDepositAddress,
  };
  const withdrawals = createWithdrawalsService(deps, { ledger, settings, feeTiers, auth, destinations });
  const adminWithdrawals = createAdminWithdrawalsService(deps, {
    ledger,
    audit,
    lookupPayout: payoutLookupFrom(chain),
    onSettled: (tx, withdrawal) => {
      const facts = { amountMicros: withdrawal.amount, method: method(withdrawal) };
      return withdrawal.status === 'COMPLETED'
        ? notifications.withdrawalCompleted(tx, withdrawal.userId, {
            ...facts,
            netMicros: withdrawal.amount - withdrawal.fee,
            transactionHash: withdrawal.transactionHash,
          })
        : notifications.withdrawalRejected(tx, withdrawal.userId, {
            ...facts,
            reason: withdrawal.adminNotes,
          });
    },
  });
  const withdrawalEdits = createWithdrawalEditService(deps, {
    ledger,
    audit,
    settings,
    feeTiers,
    destinations,
  });
  const adminStats = createAdminStatsService(deps, {
    users: async (since) => {
      const counts = await auth.userCounts(since);
      return { total: counts.total, active: counts.active, today: counts.since };
    },
    deposits: (since) => deposits.statsFigures(since),
    vipUsers: async () => (await memberships.obligation()).memberships,
    ledger: () => ledgerReports.systemFigures(),
    withdrawals: (since) => adminWithdrawals.statsFigures(since),
    failedEmails: async () => (await outbox.backlog()).failed,
  });
  const operations = createOperations(deps, {
    pendingWithdrawals: async () => {
      const held = await adminWithdrawals.statsFigures(deps.clock.now());
      return { count: held.heldCount, amountMicros: held.heldMicros };
    },
    poolCoverageDays: async () => (await rewardsPool.status()).coverageDays,
    emailBacklog: outbox.backlog,
  });
  const adminUsers = createAdminUsersService(deps, { ledger, ledgerReports });
  return {
    deps,
    operations,
    mailer,
    events,
    outbox,
    notifications,
    audit,
    settings,
    ledger,
    auth,
    twoFactor,
    rateLimits,
    signInLimits,
    wallet,
    chain,
    deposits,
    feeTiers,
    withdrawals,
    adminWithdrawals,
    withdrawalEdits,
    adminStats,
    adminUsers,
    ledgerBatch,
    ledgerReports,
    vipLevels,
    memberships,
    earningSessions,
    tasks,
    rewardsPool,
    transparency,
    proofs,
    referralStats,
    announcements,
    members,
    site,
  };
}

export type Services = ReturnType<typeof createServices>;
