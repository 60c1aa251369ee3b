import type { EarningStatus } from '@nova/contracts';
import { Clock, Play, TimerReset } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatUsd } from '@/lib/format.ts';
import { notify } from '@/lib/toast.ts';
import { useStartTask } from '../api/start-task.ts';
import { formatDuration, secondsBetween } from '../hooks/use-server-now.ts';

const DAILY_TASK_ID = 'daily-earning';

/** Starts the day's session; 'No active VIP level' sends the member to /vip-selection. */
export function useStartEarning() {
  const start = useStartTask();
  const navigate = useNavigate();
  const run = () =>
    start.mutate(DAILY_TASK_ID, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => {
        const message = errorMessage(error, 'Failed to start earning session');
        if (message.includes('No active VIP level')) {
          notify.error('Please join a VIP level first to start earning');
          navigate('/vip-selection');
        } else notify.error(message);
      },
    });
  return { run, isPending: start.isPending };
}

/** The session card: ready, active (progress and time left) or cooling down. */
export function SessionCard({ status, now }: { status: EarningStatus; now: Date }) {
  const { run, isPending } = useStartEarning();
  const remaining = secondsBetween(now, status.hasActiveSession ? status.endsAt : null);
  const cooldown = secondsBetween(now, status.cooldownEndsAt);
  const wasCooling = useRef(false);
  useEffect(() => {
    if (status.cooldownEndsAt && cooldown > 0) wasCooling.current = true;
    if (wasCooling.current && cooldown === 0) {
      wasCooling.current = false;
      notify.success('Ready to start your next daily task!');
    }
  }, [cooldown, status.cooldownEndsAt]);

  const startedMs = status.startedAt ? new Date(status.startedAt).getTime() : 0;
  const endsMs = status.endsAt ? new Date(status.endsAt).getTime() : 0;
  const progress =
    status.hasActiveSession && endsMs > startedMs
      ? Math.min(100, Math.max(0, ((now.getTime() - startedMs) * 100) / (endsMs - startedMs)))
      : 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Daily earning session</CardTitle>
        <CardDescription>Daily rate: {formatUsd(status.dailyEarningRate)} per session</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.state === 'ACTIVE' && (
          <div className="space-y-2">
            <p className="flex items-center gap-2 font-medium">
              <Clock className="size-4 text-primary" aria-hidden /> Active · {formatDuration(remaining)} left
            </p>
            <div
              className="h-2 overflow-hidden rounded-full bg-surface-muted"
              role="progressbar"
              aria-label="Session progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.floor(progress)}
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
            </div>
            <p className="text-xs text-muted-foreground">
              Started {status.startedAt ? new Date(status.startedAt).toLocaleTimeString() : ''}
              {status.endsAt
                ? ` · ends ${new Date(status.endsAt).toLocaleString(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' })}`
                : ''}
              {status.session?.creditAt === 'end'
                ? ` · ${formatUsd(status.session.reward)} is credited when it ends`
                : ''}
            </p>
          </div>
        )}
        {(status.state === 'COOLDOWN' ||
          status.state === 'COMPLETED' ||
          status.state === 'WEEKEND_RESTRICTED') && (
          <p className="flex items-center gap-2 font-medium">
            <TimerReset className="size-4 text-primary" aria-hidden />
            {cooldown > 0 && status.cooldownEndsAt
              ? `Next session in ${formatDuration(cooldown)} (at ${new Date(status.cooldownEndsAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })})`
              : 'Ready to start!'}
          </p>
        )}
        {status.unfunded ? (
          <Alert tone="warning">
            <p>{status.message}</p>
            <Link to="/transparency" className="font-medium text-primary underline underline-offset-4">
              See the rewards pool
            </Link>
          </Alert>
        ) : (
          <p className="text-sm text-muted-foreground">{status.message}</p>
        )}
        {status.state === 'NO_VIP' ? (
          <Button asChild>
            <Link to="/vip-selection">Choose VIP Level</Link>
          </Button>
        ) : (
          <Button onClick={run} disabled={!status.canStart || isPending}>
            {isPending ? <Spinner /> : <Play />} Start Earning
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
