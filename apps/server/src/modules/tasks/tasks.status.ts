import type { EarningPolicy, EarningState } from '@nova/contracts';
import {
  isUtcWeekend,
  nextStartAt,
  nextUtcMidnight,
  type StartRefusal,
  secondsUntil,
  startRefusal,
} from './tasks.policy.ts';
import { UNFUNDED_MESSAGE } from './tasks.settlement.ts';
import type { SessionView } from './tasks.view.ts';

/** The words of every refusal to start, and the state each one shows. */
export const refusalMessages: Record<StartRefusal, string> = {
  NO_VIP: 'No active VIP level. Please join a VIP level first to start earning.',
  WEEKEND_RESTRICTED: 'Earning sessions are not available on weekends. Come back on Monday.',
  ALREADY_TODAY: 'You can start earning again tomorrow',
  STILL_RUNNING: 'Your earning session is still running',
};

const stateMessages: Record<EarningState, string> = {
  NO_VIP: 'Please join a VIP level first to start earning',
  READY: 'Ready to start!',
  ACTIVE: 'Earning session in progress',
  COMPLETED: 'Session completed. Your reward is being credited.',
  COOLDOWN: 'You can start earning again tomorrow',
  WEEKEND_RESTRICTED: refusalMessages.WEEKEND_RESTRICTED,
};

export interface EarningSituation {
  state: EarningState;
  refusal: StartRefusal | null;
  /** When a session may start next, for the cooldown countdown; null when it may start now. */
  cooldownEndsAt: Date | null;
  unfunded: boolean;
  message: string;
}

/** The Tasks screen's state from the policy and the latest session. */
export function earningSituation(
  policy: EarningPolicy,
  now: Date,
  hasActiveVip: boolean,
  latest: SessionView | undefined,
): EarningSituation {
  const refusal = startRefusal(policy, now, hasActiveVip, latest ?? null);
  const running = latest !== undefined && now.getTime() < latest.endsAt.getTime();
  let state: EarningState;
  if (!hasActiveVip) state = 'NO_VIP';
  else if (running) state = 'ACTIVE';
  else if (refusal === null) state = 'READY';
  else if (refusal === 'WEEKEND_RESTRICTED') state = 'WEEKEND_RESTRICTED';
  else if (latest && latest.status !== 'credited') state = 'COMPLETED';
  else state = 'COOLDOWN';

  let cooldownEndsAt: Date | null = null;
  if (refusal !== null && refusal !== 'NO_VIP') {
    cooldownEndsAt = latest ? nextStartAt(latest, policy) : nextUtcMidnight(now);
    while (policy.weekendRestricted && isUtcWeekend(cooldownEndsAt)) {
      cooldownEndsAt = nextUtcMidnight(cooldownEndsAt);
    }
  }
  const unfunded = latest?.status === 'unfunded';
  const message = state !== 'NO_VIP' && unfunded ? UNFUNDED_MESSAGE : stateMessages[state];
  return { state, refusal, cooldownEndsAt, unfunded, message };
}

/** Hours left until `until`, one decimal, rounded up so a countdown never reads zero early. */
export function hoursUntil(until: Date | null, now: Date): number {
  if (!until) return 0;
  return Math.ceil(secondsUntil(until, now) / 360) / 10;
}
