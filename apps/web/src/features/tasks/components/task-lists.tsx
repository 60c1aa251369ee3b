import type { AvailableTask, TaskHistoryEntry } from '@nova/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatDateTime, formatUsd } from '@/lib/format.ts';

/** IN_PROGRESS reads ACTIVE on screen. */
const statusLabel: Record<AvailableTask['status'], string> = {
  READY: 'Ready',
  IN_PROGRESS: 'Active',
  COMPLETED: 'Done today',
  WEEKEND_RESTRICTED: 'Weekend',
};

/** The day's tasks; the day's task is the earning session, started from the one button above. */
export function AvailableTasks({ tasks }: { tasks: AvailableTask[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Available tasks</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border">
          {tasks.map((task) => (
            <li
              key={task.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="font-medium">{task.title}</p>
                <p className="text-sm text-muted-foreground">{task.description}</p>
                <p className="text-xs text-muted-foreground">
                  Reward {formatUsd(task.reward)} · {task.durationHours} h · {statusLabel[task.status]}
                  {task.blockedReason ? ` · ${task.blockedReason}` : ''}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

const historyStatus: Record<TaskHistoryEntry['status'], string> = {
  ACTIVE: 'Running',
  COMPLETED: 'Being credited',
  CREDITED: 'Credited',
  UNFUNDED: 'Waiting for the rewards pool',
};

export function TaskHistory({ entries }: { entries: TaskHistoryEntry[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Daily task history</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No tasks yet. Start your first earning session above.
          </p>
        ) : (
          <ul className="divide-y divide-border text-sm">
            {entries.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between gap-3 py-2.5">
                <div>
                  <p className="font-medium">{entry.task.title}</p>
                  <p className="text-xs text-muted-foreground">
                    {formatDateTime(entry.completedAt ?? entry.startedAt)} · {historyStatus[entry.status]}
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
