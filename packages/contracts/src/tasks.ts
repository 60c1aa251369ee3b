import { z } from 'zod';
import { isoDateSchema, pageQuerySchema, paginationSchema } from './common.ts';
import { moneySchema } from './money-schemas.ts';

/**
 * Earning sessions and the Tasks screen: earning status, available task, task history (rule 27).
 * Money is a decimal string.
 */

/**
 * ACTIVE: running; COMPLETED: ended, reward being credited; CREDITED: reward paid;
 * UNFUNDED: ended but the rewards pool could not cover the reward yet (paid oldest first once funded).
 */
export const earningSessionStatuses = ['ACTIVE', 'COMPLETED', 'CREDITED', 'UNFUNDED'] as const;
export const earningSessionStatusSchema = z.enum(earningSessionStatuses);
export type EarningSessionStatus = z.infer<typeof earningSessionStatusSchema>;

export const earningSessionSchema = z.object({
  id: z.uuid(),
  vipLevelId: z.uuid(),
  vipLevelName: z.string(),
  /** The reward fixed at start: the level's dailyEarning then. */
  reward: moneySchema,
  /** What the ledger has credited for this session (zero until paid). */
  creditedAmount: moneySchema,
  status: earningSessionStatusSchema,
  creditAt: z.enum(['start', 'end']),
  /** The UTC day the session belongs to (YYYY-MM-DD); one session per member per day. */
  day: z.string(),
  startedAt: isoDateSchema,
  endsAt: isoDateSchema,
  creditedAt: isoDateSchema.nullable(),
});
export type EarningSession = z.infer<typeof earningSessionSchema>;

export const earningStates = [
  'NO_VIP',
  'READY',
  'ACTIVE',
  'COMPLETED',
  'COOLDOWN',
  'WEEKEND_RESTRICTED',
] as const;
export const earningStateSchema = z.enum(earningStates);
export type EarningState = z.infer<typeof earningStateSchema>;

export const remainingTimeSchema = z.object({
  hours: z.number().int(),
  minutes: z.number().int(),
  seconds: z.number().int(),
});
export type RemainingTime = z.infer<typeof remainingTimeSchema>;

export const earningStatusSchema = z.object({
  state: earningStateSchema,
  hasActiveSession: z.boolean(),
  canStart: z.boolean(),
  session: earningSessionSchema.nullable(),
  /** Credited today by the ledger (never an estimate). */
  currentEarnings: moneySchema,
  /** Every VIP_EARNINGS credit of the member so far. */
  totalEarnings: moneySchema,
  /** 0–100, from the session's start and end. */
  progress: z.number().min(0).max(100),
  startTime: isoDateSchema.nullable(),
  endTime: isoDateSchema.nullable(),
  /** The same instants under the names an earlier screen uses. */
  startedAt: isoDateSchema.nullable(),
  endsAt: isoDateSchema.nullable(),
  dailyEarningRate: moneySchema,
  remainingTime: remainingTimeSchema.nullable(),
  remainingSeconds: z.number().int().min(0),
  /** Until the next session may start (the next UTC day), in hours (one decimal). */
  cooldownRemaining: z.number().min(0),
  cooldownEndsAt: isoDateSchema.nullable(),
  /** The last credited reward and its session, so a screen can congratulate once per credit. */
  lastEarnings: moneySchema.nullable(),
  lastEarningsSessionId: z.uuid().nullable(),
  lastEarningsAt: isoDateSchema.nullable(),
  /** True while the member's ended session waits for the rewards pool to be funded. */
  unfunded: z.boolean(),
  message: z.string(),
  /** The server's time of this answer, so countdowns do not depend on the device's clock. */
  serverTime: isoDateSchema,
});
export type EarningStatus = z.infer<typeof earningStatusSchema>;

export const startEarningResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  session: earningSessionSchema,
});
export type StartEarningResponse = z.infer<typeof startEarningResponseSchema>;

export const earningHistoryQuerySchema = pageQuerySchema(10);
export const earningHistoryResponseSchema = z.object({
  data: z.array(earningSessionSchema),
  pagination: paginationSchema,
});
export type EarningHistoryResponse = z.infer<typeof earningHistoryResponseSchema>;

/** IN_PROGRESS is shown as ACTIVE by the screens. */
export const taskStatuses = ['READY', 'IN_PROGRESS', 'COMPLETED', 'WEEKEND_RESTRICTED'] as const;
export const taskStatusSchema = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const availableTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: taskStatusSchema,
  canStart: z.boolean(),
  /** Why it cannot start now (the words shown to the member), else null. */
  blockedReason: z.string().nullable(),
  reward: moneySchema,
  durationHours: z.number().int(),
});
export type AvailableTask = z.infer<typeof availableTaskSchema>;

export const availableTasksResponseSchema = z.object({ tasks: z.array(availableTaskSchema) });
export type AvailableTasksResponse = z.infer<typeof availableTasksResponseSchema>;

export const taskIdParamSchema = z.object({ id: z.string().min(1).max(64) });

export const taskHistoryEntrySchema = z.object({
  id: z.uuid(),
  task: z.object({ id: z.string(), title: z.string() }),
  status: earningSessionStatusSchema,
  startedAt: isoDateSchema,
  /** When the session ended (null while it runs). */
  completedAt: isoDateSchema.nullable(),
  /** What the ledger credited for it (zero until paid). */
  rewardEarned: moneySchema,
});
export type TaskHistoryEntry = z.infer<typeof taskHistoryEntrySchema>;

export const taskHistoryQuerySchema = pageQuerySchema(5);
export const taskHistoryResponseSchema = z.object({
  data: z.array(taskHistoryEntrySchema),
  pagination: paginationSchema,
});
export type TaskHistoryResponse = z.infer<typeof taskHistoryResponseSchema>;
