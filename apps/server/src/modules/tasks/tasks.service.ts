import {
  type AvailableTask,
  type AvailableTasksResponse,
  type EarningHistoryResponse,
  type EarningState,
  paginate,
  type StartEarningResponse,
  type TaskHistoryResponse,
  type TaskStatus,
} from '@nova/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { SettingsService } from '../settings/index.ts';
import { listSessions } from './tasks.repo.ts';
import type { EarningSessionsService } from './tasks.sessions.ts';
import { DAILY_TASK_ID, DAILY_TASK_TITLE, toEarningSession, toTaskHistoryEntry } from './tasks.view.ts';

const taskStatusOf: Record<EarningState, TaskStatus> = {
  NO_VIP: 'READY',
  READY: 'READY',
  ACTIVE: 'IN_PROGRESS',
  COMPLETED: 'COMPLETED',
  COOLDOWN: 'COMPLETED',
  WEEKEND_RESTRICTED: 'WEEKEND_RESTRICTED',
};

/**
 * The Tasks screen: the day's task is the earning session (rule 27),
 * so starting it starts the session and its history is the session history.
 */
export function createTasksService(
  deps: ModuleDeps,
  services: { earningSessions: EarningSessionsService; settings: SettingsService },
) {
  const { db } = deps.database;
  const { earningSessions, settings } = services;

  return {
    async available(userId: string): Promise<AvailableTasksResponse> {
      const [status, { earningPolicy }] = await Promise.all([earningSessions.status(userId), settings.get()]);
      const hours = earningPolicy.sessionHours;
      const task: AvailableTask = {
        id: DAILY_TASK_ID,
        title: DAILY_TASK_TITLE,
        description: `Run your ${hours}-hour earning session to earn your VIP level's daily reward.`,
        status: taskStatusOf[status.state],
        canStart: status.canStart,
        blockedReason: status.canStart ? null : status.message,
        reward: status.dailyEarningRate,
        durationHours: hours,
      };
      return { tasks: [task] };
    },

    start(userId: string, taskId: string, requestKey?: string): Promise<StartEarningResponse> {
      if (taskId !== DAILY_TASK_ID) throw new AppError('NOT_FOUND', 'Task not found');
      return earningSessions.start(userId, requestKey);
    },

    async earningHistory(userId: string, page: number, limit: number): Promise<EarningHistoryResponse> {
      const { rows, total } = await listSessions(db, userId, { limit, offset: (page - 1) * limit });
      const now = deps.clock.now();
      return {
        data: rows.map((row) => toEarningSession(row, now)),
        pagination: paginate(page, limit, total),
      };
    },

    async taskHistory(userId: string, page: number, limit: number): Promise<TaskHistoryResponse> {
      const { rows, total } = await listSessions(db, userId, { limit, offset: (page - 1) * limit });
      const now = deps.clock.now();
      return {
        data: rows.map((row) => toTaskHistoryEntry(row, now)),
        pagination: paginate(page, limit, total),
      };
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
