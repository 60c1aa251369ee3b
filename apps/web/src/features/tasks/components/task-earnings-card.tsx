import type { EarningStatus } from '@nova/contracts';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatUsd } from '@/lib/format.ts';
import { useEarningStatus } from '../api/get-earning-status.ts';
import { formatDuration, secondsBetween, useServerNow } from '../hooks/use-server-now.ts';

/** The button to /tasks is named by what the member will find there. */
function buttonLabel(status: EarningStatus, cooldownSeconds: number): string {
  if (status.hasActiveSession) return 'View Progress';
  if (cooldownSeconds > 0 || status.state === 'COOLDOWN' || status.state === 'COMPLETED') {
    return 'View Countdown';
  }
  return 'Start Task';
}

/** The profile's Daily Task Earnings card: today's credit, session progress or the cooldown. */
export function TaskEarningsCard() {
  const status = useEarningStatus();
  const now = useServerNow(status.data?.serverTime, status.dataUpdatedAt);
  const data = status.data;
  const cooldown = data ? secondsBetween(now, data.cooldownEndsAt) : 0;
  const remaining = data?.hasActiveSession ? secondsBetween(now, data.endsAt) : 0;
  return (
    <li className="flex flex-col rounded-xl border border-border bg-surface p-5 shadow-[var(--shadow-card)]">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">Daily Task Earnings</p>
        <span className="flex size-8 items-center justify-center rounded-lg bg-surface-muted text-primary">
          <CalendarClock className="size-4" aria-hidden />
        </span>
      </div>
      {!data ? (
        <Skeleton className="mt-3 h-16 w-full" />
      ) : (
        <>
          <p className="mt-3 text-2xl font-semibold tabular-nums">{formatUsd(data.currentEarnings)}</p>
          <p className="mt-1 text-xs text-muted-foreground">
            {data.state === 'NO_VIP'
              ? 'Credited today · join a VIP level to earn'
              : `Credited today · ${formatUsd(data.dailyEarningRate)} per session`}
          </p>
          {data.hasActiveSession ? (
            <div className="mt-3 space-y-1">
              <div
                className="h-2 overflow-hidden rounded-full bg-surface-muted"
                role="progressbar"
                aria-label="Session progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(data.progress)}
              >
                <div className="h-full bg-primary" style={{ width: `${data.progress}%` }} />
              </div>
              <p className="text-xs text-muted-foreground">{formatDuration(remaining)} left</p>
            </div>
          ) : (
            cooldown > 0 && (
              <p className="mt-3 text-xs text-muted-foreground">
                Next session in <span className="tabular-nums">{formatDuration(cooldown)}</span>
              </p>
            )
          )}
          <div className="mt-auto pt-4">
            <Button asChild size="sm" variant="outline">
              <Link to="/tasks">{buttonLabel(data, cooldown)}</Link>
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
