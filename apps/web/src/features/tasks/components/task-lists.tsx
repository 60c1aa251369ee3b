import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AvailableTask, TaskHistoryEntry } from '@nova/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatDateTime, formatUsd } from '@/lib/format.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';

/** IN_PROGRESS reads ACTIVE on screen. */
const statusLabel: Record<AvailableTask['status'], MessageDescriptor> = {
  READY: msg`Ready`,
  IN_PROGRESS: msg({ message: 'Active', context: 'task' }),
  COMPLETED: msg`Done today`,
  WEEKEND_RESTRICTED: msg`Weekend`,
};

/** The day's tasks; the day's task is the earning session, started from the one button above. */
export function AvailableTasks({ tasks }: { tasks: AvailableTask[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Available tasks</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border">
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The day's session (the server's `daily-earning` task): its description is written here, whole. */
const DAILY_TASK_ID = 'daily-earning';

function TaskRow({ task }: { task: AvailableTask }) {
  const { t, i18n } = useLingui();
  const reward = formatUsd(task.reward);
  const hours = task.durationHours;
  const status = i18n._(statusLabel[task.status]);
  const description =
    task.id === DAILY_TASK_ID
      ? t`Run your ${hours}-hour earning session to earn your VIP level's daily reward.`
      : translateServerText(task.description);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-medium">{translateServerText(task.title)}</p>
        <p className="text-sm text-muted-foreground">{description}</p>
        <p className="text-xs text-muted-foreground">
          <Trans>
            Reward {reward} · {hours} h · {status}
          </Trans>
          {task.blockedReason ? ` · ${translateServerText(task.blockedReason)}` : ''}
        </p>
      </div>
    </li>
  );
}

const historyStatus: Record<TaskHistoryEntry['status'], MessageDescriptor> = {
  ACTIVE: msg`Running`,
  COMPLETED: msg`Being credited`,
  CREDITED: msg`Credited`,
  UNFUNDED: msg`Waiting for the rewards pool`,
};

export function TaskHistory({ entries }: { entries: TaskHistoryEntry[] }) {
  const { i18n } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Daily task history</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No tasks yet. Start your first earning session above.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-border text-sm">
            {entries.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between gap-3 py-2.5">
                <div>
                  <p className="font-medium">{translateServerText(entry.task.title)}</p>
                  <p className="text-xs text-muted-foreground">
                    {formatDateTime(entry.completedAt ?? entry.startedAt)} ·{' '}
                    {i18n._(historyStatus[entry.status])}
                  </p>
                </div>
                <span className="font-medium tabular-nums">{formatUsd(entry.rewardEarned)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
