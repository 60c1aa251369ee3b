import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-types.ts';
import { createMailer } from './lib/mailer.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { secretKeysOf } from './lib/secrets-key.ts';
import { createAdminStatsService } from './modules/admin-stats/index.ts';
import { createAdminUsersService } from './modules/admin-users/index.ts';
import { createAnnouncementsService } from './modules/announcements/index.ts';
import { createAuditService } from './modules/audit/index.ts';
import { createAuthService, createReferralChain, createSignInLimits } from './modules/auth/index.ts';
import { createChainService, resolveChainSettings } from './modules/chain/index.ts';
import { createDepositsService } from './modules/deposits/index.ts';
import { createEventsService } from './modules/events/index.ts';
import { createFeeTiersService } from './modules/fee-tiers/index.ts';
import { createLedgerBatch, createLedgerReports, createLedgerService } from './modules/ledger/index.ts';
import { createMembersService } from './modules/members/index.ts';
import { createNotifications } from './modules/notifications/index.ts';
import { createOperations } from './modules/operations/index.ts';
import { createOutbox } from './modules/outbox/index.ts';
import { createPayoutsService } from './modules/payouts/index.ts';
import { createProofsService } from './modules/proofs/index.ts';
import { createRateLimits } from './modules/rate-limits/index.ts';
import { createReferralBonusService, createReferralStatsService } from './modules/referrals/index.ts';
import { createRewardsPoolService } from './modules/rewards-pool/index.ts';
import { createSettingsService } from './modules/settings/index.ts';
import { createSiteService } from './modules/site/index.ts';
import { createEarningSessionsService, createTasksService } from './modules/tasks/index.ts';
import { createTransparencyService } from './modules/transparency/index.ts';
import { createTwoFactorService } from './modules/two-factor/index.ts';
import {
  activeDailyEarningOf,
  createMembershipsService,
  createVipLevelsService,
} from './modules/vip/index.ts';
import { createWalletService } from './modules/wallet/index.ts';
import {
  createAdminWithdrawalsService,
  createWithdrawalEditService,
  createWithdrawalsService,
  payoutExplorerUrl,
  payoutLookupFrom,
} from './modules/withdrawals/index.ts';

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
    recipientOf: auth.emailRecipientOf,
  });
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
          currency: deposit.currency,
          network: deposit.network,
        }),
    },
    deps.deposits,
  );
  const proofs = createProofsService(deps, {
    ledger,
    ledgerReports,
    chain,
    audit,
    reservePlan: deposits.reservePlan,
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
    chainSettings: chain.settings,
    // Late-bound: the payouts service is made from this one just below.
    afterApprovedSettled: (actorId, withdrawalId) => payouts.closeSpentBatches(actorId, [withdrawalId]),
    onSettled: (tx, withdrawal) => {
      const facts = {
        amountMicros: withdrawal.amount,
        currency: withdrawal.currency,
        network: withdrawal.network,
      };
      return withdrawal.status === 'COMPLETED'
        ? notifications.withdrawalCompleted(tx, withdrawal.userId, {
            ...facts,
            netMicros: withdrawal.amount - withdrawal.fee,
            transactionHash: withdrawal.transactionHash,
            explorerUrl: payoutExplorerUrl(chain.settings, withdrawal),
          })
        : notifications.withdrawalRejected(tx, withdrawal.userId, {
            ...facts,
            reason: withdrawal.adminNotes,
          });
    },
  });
  const payouts = createPayoutsService(
    { ...deps, log },
    {
      audit,
      chain,
      withdrawals: adminWithdrawals,
      payoutAddress: (network) => chain.settings.networks[network].payoutAddress,
    },
    deps.payoutWatcher,
  );
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
    approvedUnpaid: () => payouts.unpaidTotals(),
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
    payouts,
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
