import {
  type EarningSession,
  type EarningSessionStatus,
  formatMicros,
  type TaskHistoryEntry,
} from '@nova/contracts';
import type { SessionRow } from './tasks.repo.ts';

/** The day's earning task is the session itself (rule 27). */
export const DAILY_TASK_ID = 'daily-earning';
export const DAILY_TASK_TITLE = 'Daily earning session';

/** What a member is shown of a session: the columns below, never its keys or transfer. */
export const sessionViewColumns = [
  'id',
  'vipLevelId',
  'vipLevelName',
  'reward',
  'status',
  'creditAt',
  'day',
  'startedAt',
  'endsAt',
  'creditedAt',
] as const satisfies readonly (keyof SessionRow)[];
export type SessionView = Pick<SessionRow, (typeof sessionViewColumns)[number]>;

/** pending splits into ACTIVE (running) and COMPLETED (ended, waiting for settlement). */
export function sessionStatus(row: Pick<SessionView, 'status' | 'endsAt'>, now: Date): EarningSessionStatus {
  if (row.status === 'credited') return 'CREDITED';
  if (row.status === 'unfunded') return 'UNFUNDED';
  return now.getTime() < row.endsAt.getTime() ? 'ACTIVE' : 'COMPLETED';
}

export function toEarningSession(row: SessionView, now: Date): EarningSession {
  return {
    id: row.id,
    vipLevelId: row.vipLevelId,
    vipLevelName: row.vipLevelName,
    reward: formatMicros(row.reward),
    creditedAmount: formatMicros(row.status === 'credited' ? row.reward : 0n),
    status: sessionStatus(row, now),
    creditAt: row.creditAt === 'start' ? 'start' : 'end',
    day: row.day,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    creditedAt: row.creditedAt?.toISOString() ?? null,
  };
}

export function toTaskHistoryEntry(row: SessionRow, now: Date): TaskHistoryEntry {
  return {
    id: row.id,
    task: { id: DAILY_TASK_ID, title: DAILY_TASK_TITLE },
    status: sessionStatus(row, now),
    startedAt: row.startedAt.toISOString(),
    completedAt: now.getTime() >= row.endsAt.getTime() ? row.endsAt.toISOString() : null,
    rewardEarned: formatMicros(row.status === 'credited' ? row.reward : 0n),
  };
}
