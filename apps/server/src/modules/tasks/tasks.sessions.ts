import {
  type EarningStatus,
  formatMicros,
  type StartEarningResponse,
  type VipStatusResponse,
} from '@nova/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { createMemberReadsCache, type MemberReadsCache } from '../../lib/member-reads-cache.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { LedgerBatch, LedgerService } from '../ledger/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { MembershipsService } from '../vip/index.ts';
import {
  nextUtcMidnight,
  secondsUntil,
  sessionProgress,
  sessionWindow,
  splitSeconds,
  utcDay,
} from './tasks.policy.ts';
import {
  findLatestSession,
  findSessionOfDay,
  insertSession,
  type QueueCursor,
  type SessionRow,
} from './tasks.repo.ts';
import { creditSession, settleBatch, UNFUNDED_MESSAGE } from './tasks.settlement.ts';
import {
  type EarningSnapshot,
  findEarningSnapshot,
  findVipSnapshot,
  type VipSnapshot,
} from './tasks.snapshot.ts';
import { earningSituation, hoursUntil, refusalMessages } from './tasks.status.ts';
import { toEarningSession } from './tasks.view.ts';

/** Members whose polled snapshots one process keeps at most (about a kilobyte each). */
const POLLED_MEMBERS_MAX = 10_000;

/**
 * Daily earning sessions (rule 27): one per member per UTC day, the reward fixed at start
 * from the active level, credited from the rewards pool at the start or at the end.
 */
export function createEarningSessionsService(
  deps: ModuleDeps,
  services: {
    ledger: LedgerService;
    ledgerBatch: LedgerBatch;
    settings: SettingsService;
    memberships: MembershipsService;
  },
) {
  const { db } = deps.database;
  const { ledger, ledgerBatch, settings, memberships } = services;

  function startMessage(session: SessionRow, hours: number): string {
    if (session.creditAt === 'end') {
      return `Earning session started! You will earn in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`;
    }
    if (session.status === 'credited') {
      return `Earning session started! ${formatMicros(session.reward)} has been credited to your earnings.`;
    }
    return `Earning session started. ${UNFUNDED_MESSAGE}; it will be credited once the pool is funded.`;
  }

  /** An earlier start with the same Idempotency-Key today: answer as it was answered. */
  async function replayStart(tx: DbOrTx, userId: string, requestKey: string, now: Date) {
    const today = await findSessionOfDay(tx, userId, utcDay(now));
    return today?.requestKey === requestKey ? today : undefined;
  }

  async function start(userId: string, requestKey?: string): Promise<StartEarningResponse> {
    const { earningPolicy: policy } = await settings.get();
    return db.transaction(async (tx) => {
      const now = deps.clock.now();
      const replayed = requestKey ? await replayStart(tx, userId, requestKey, now) : undefined;
      if (replayed) {
        const hours = Math.round((replayed.endsAt.getTime() - replayed.startedAt.getTime()) / 3_600_000);
        return {
          success: true,
          message: startMessage(replayed, hours),
          session: toEarningSession(replayed, now),
        };
      }
      const current = await memberships.current(userId, tx);
      const hasVip = current?.membership.isActive === true;
      const refusal = earningSituation(policy, now, hasVip, await findLatestSession(tx, userId)).refusal;
      if (refusal) throw new AppError('RULE_VIOLATION', refusalMessages[refusal]);
      if (!current) throw new Error('unreachable: a start without a membership passed the rules');
      const window = sessionWindow(now, policy);
      let session = await insertSession(tx, {
        id: newId(),
        userId,
        vipLevelId: current.level.id,
        vipLevelName: current.level.name,
        day: utcDay(now),
        reward: current.level.dailyEarning,
        creditAt: policy.creditAt,
        ...window,
        status: 'pending',
        requestKey: requestKey ?? null,
      });
      // Another request of this member started today's session first (the unique index decided).
      if (!session) throw new AppError('RULE_VIOLATION', refusalMessages.ALREADY_TODAY);
      if (policy.creditAt === 'start') session = (await creditSession(ledger, tx, session, now)).row;
      return {
        success: true,
        message: startMessage(session, policy.sessionHours),
        session: toEarningSession(session, now),
      };
    });
  }

  /** Today (UTC), the span whose credits the snapshots sum. */
  const today = (now: Date) => ({ from: new Date(`${utcDay(now)}T00:00:00.000Z`), to: nextUtcMidnight(now) });

  const earningSnapshots = createMemberReadsCache<EarningSnapshot>(POLLED_MEMBERS_MAX);
  const vipSnapshots = createMemberReadsCache<VipSnapshot>(POLLED_MEMBERS_MAX);

  /**
   * Today's snapshot of the member, from memory when the request accepts one `acceptAgeMs` old
   * (lib/member-reads-cache.ts). It holds until midnight, when "today" is another span; what
   * depends on the time of the request (a session running or over) is worked out from it anew.
   */
  function todaysSnapshot<T>(
    cache: MemberReadsCache<T>,
    find: (ex: DbOrTx, userId: string, span: { from: Date; to: Date }) => Promise<T>,
    userId: string,
    acceptAgeMs: number,
    now: Date,
  ): Promise<T> {
    const span = today(now);
    return cache.read(userId, acceptAgeMs, now.getTime(), async () => ({
      value: await find(db, userId, span),
      validUntilMs: span.to.getTime(),
    }));
  }

  return {
    start,

    /** The Tasks screen's status; `acceptAgeMs` as the request allows (0: read now). */
    async status(userId: string, acceptAgeMs = 0): Promise<EarningStatus> {
      const { earningPolicy: policy } = await settings.get();
      const now = deps.clock.now();
      const snapshot = await todaysSnapshot(earningSnapshots, findEarningSnapshot, userId, acceptAgeMs, now);
      const { activeDailyEarning, lastCredited } = snapshot;
      const latest = snapshot.latest ?? undefined;
      const hasVip = activeDailyEarning !== null;
      const situation = earningSituation(policy, now, hasVip, latest);
      const running = situation.state === 'ACTIVE' && latest !== undefined;
      const remaining = running ? secondsUntil(latest.endsAt, now) : 0;
      const startTime = latest?.startedAt.toISOString() ?? null;
      const endTime = latest?.endsAt.toISOString() ?? null;
      return {
        state: situation.state,
        hasActiveSession: running,
        canStart: situation.state === 'READY',
        session: latest ? toEarningSession(latest, now) : null,
        currentEarnings: formatMicros(snapshot.creditedBetween),
        totalEarnings: formatMicros(snapshot.vipEarnings),
        progress: latest ? sessionProgress(latest, now) : 0,
        startTime,
        endTime,
        startedAt: startTime,
        endsAt: endTime,
        dailyEarningRate: formatMicros(activeDailyEarning ?? 0n),
        remainingTime: running ? splitSeconds(remaining) : null,
        remainingSeconds: remaining,
        cooldownRemaining: hoursUntil(situation.cooldownEndsAt, now),
        cooldownEndsAt: situation.cooldownEndsAt?.toISOString() ?? null,
        lastEarnings: lastCredited ? formatMicros(lastCredited.reward) : null,
        lastEarningsSessionId: lastCredited?.id ?? null,
        lastEarningsAt: lastCredited?.creditedAt?.toISOString() ?? null,
        unfunded: situation.unfunded,
        message: situation.message,
        serverTime: now.toISOString(),
      };
    },

    async vipStatus(userId: string, acceptAgeMs = 0): Promise<VipStatusResponse> {
      const { earningPolicy: policy } = await settings.get();
      const now = deps.clock.now();
      const { membership, latest, creditedBetween } = await todaysSnapshot(
        vipSnapshots,
        findVipSnapshot,
        userId,
        acceptAgeMs,
        now,
      );
      const situation = earningSituation(policy, now, membership?.isActive === true, latest ?? undefined);
      const current = latest && (latest.day === utcDay(now) || now < latest.endsAt) ? latest : undefined;
      return {
        userVip: membership ? memberships.view(membership) : null,
        activeSession: current ? toEarningSession(current, now) : null,
        todayEarnings: formatMicros(creditedBetween),
        canStartEarning: situation.refusal === null,
      };
    },

    /** Drops remembered snapshots: these members' (an event named them), or everyone's (null). */
    forgetSnapshots(userIds: readonly string[] | null): void {
      earningSnapshots.forget(userIds);
      vipSnapshots.forget(userIds);
    },

    /** One settlement batch (the job calls this repeatedly, its workers sharing one cursor). */
    settleDue: (batchSizeMax = 500, cursor?: QueueCursor) =>
      settleBatch(ledgerBatch, db, deps.clock.now(), batchSizeMax, cursor),
  };
}

export type EarningSessionsService = ReturnType<typeof createEarningSessionsService>;
