import { Trans, useLingui } from '@lingui/react/macro';
import type { EarningStatus } from '@nova/contracts';
import { PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatUsd } from '@/lib/format.ts';
import { useServerNow } from '@/lib/use-server-now.ts';
import { useAvailableTasks } from '../api/get-available-tasks.ts';
import { useEarningStatus } from '../api/get-earning-status.ts';
import { useTaskHistory } from '../api/get-task-history.ts';
import { EarningHistory } from './earning-history.tsx';
import { SessionCard } from './session-card.tsx';
import { AvailableTasks, TaskHistory } from './task-lists.tsx';

const CONGRATULATED_KEY = 'nova.congratulatedSession';

/** The next 00:00 UTC: when the next earning day starts (rule 27). */
function nextUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** Every time on this screen is the member's own. */
export function localTime(date: Date): string {
  return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

function timeZoneName(date: Date): string {
  const part = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' })
    .formatToParts(date)
    .find((candidate) => candidate.type === 'timeZoneName');
  return part?.value ?? '';
}

/** /tasks: live clock, the session card, the day's task, the last five rows, every session paged. */
export function TasksPage() {
  const { t } = useLingui();
  const status = useEarningStatus();
  const tasks = useAvailableTasks();
  const history = useTaskHistory(5);
  const now = useServerNow(status.data?.serverTime, status.dataUpdatedAt);
  const dayStart = localTime(nextUtcDay(now));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold sm:text-3xl">
            <Trans>Tasks</Trans>
          </h1>
          <p className="text-sm text-muted-foreground" data-testid="day-boundary">
            <Trans>
              One earning session a day. Days follow UTC, so a new day starts at {dayStart} your time.
            </Trans>
          </p>
        </div>
        <p dir="ltr" className="font-mono text-lg tabular-nums">
          <span className="sr-only">
            <Trans>Current time:</Trans>{' '}
          </span>
          {now.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}
          <span className="ms-1.5 font-sans text-xs text-muted-foreground">{timeZoneName(now)}</span>
        </p>
      </div>
      <QueryState
        query={status}
        errorFallback={t`Failed to load your earning session`}
        loading={<Skeleton className="h-48 rounded-xl" />}
      >
        {(data) => <SessionCard status={data} now={now} via="task" />}
      </QueryState>
      {tasks.data && <AvailableTasks tasks={tasks.data} />}
      {history.data && <TaskHistory entries={history.data.data} />}
      <EarningHistory />
      {status.data && <Congratulations status={status.data} />}
    </div>
  );
}

/** Shown once for each new credit, when the latest earnings appear. */
function Congratulations({ status }: { status: EarningStatus }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const sessionId = status.lastEarningsSessionId;
  useEffect(() => {
    if (sessionId && localStorage.getItem(CONGRATULATED_KEY) !== sessionId) setOpen(true);
  }, [sessionId]);
  const close = () => {
    if (sessionId) localStorage.setItem(CONGRATULATED_KEY, sessionId);
    setOpen(false);
  };
  if (!status.lastEarnings) return null;
  const amount = formatUsd(status.lastEarnings);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={
        <span className="flex items-center gap-2">
          <PartyPopper className="size-5 text-primary" aria-hidden /> <Trans>Congratulations!</Trans>
        </span>
      }
      description={t`${amount} from your earning session has been credited to your earnings.`}
      footer={
        <Button onClick={close}>
          <Trans>Great</Trans>
        </Button>
      }
    />
  );
}
