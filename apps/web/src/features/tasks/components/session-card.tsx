import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { notify } from '@/lib/toast.ts';
import { formatDuration, secondsBetween } from '@/lib/use-server-now.ts';
import { type StartVia, useStartSession } from '../api/start-session.ts';

const fallbacks: Record<StartVia, MessageDescriptor> = {
  earning: msg`Failed to start earning session`,
  task: msg`Failed to start task`,
};

/**
 * Starts the day's session; 'No active VIP level' sends the member to /vip-selection, any other
 * failure shows the server's message, else the fallback of where it was started.
 */
export function useStartEarning(via: StartVia) {
  const { i18n, t } = useLingui();
  const start = useStartSession(via);
  const navigate = useNavigate();
  const run = () =>
    start.mutate(undefined, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => {
        const message = errorMessage(error, i18n._(fallbacks[via]));
        if (message.includes('No active VIP level')) {
          notify.error(t`Please join a VIP level first to start earning`);
          navigate('/vip-selection');
        } else notify.error(message);
      },
    });
  return { run, isPending: start.isPending };
}

/** The session card: ready, active (progress and time left) or cooling down. */
export function SessionCard({ status, now, via }: { status: EarningStatus; now: Date; via: StartVia }) {
  const { t } = useLingui();
  const { run, isPending } = useStartEarning(via);
  const remaining = secondsBetween(now, status.hasActiveSession ? status.endsAt : null);
  const cooldown = secondsBetween(now, status.cooldownEndsAt);
  const wasCooling = useRef(false);
  useEffect(() => {
    if (status.cooldownEndsAt && cooldown > 0) wasCooling.current = true;
    if (wasCooling.current && cooldown === 0) {
      wasCooling.current = false;
      notify.success(t`Ready to start your next daily task!`);
    }
  }, [cooldown, status.cooldownEndsAt, t]);

  const startedMs = status.startedAt ? new Date(status.startedAt).getTime() : 0;
  const endsMs = status.endsAt ? new Date(status.endsAt).getTime() : 0;
  const progress =
    status.hasActiveSession && endsMs > startedMs
      ? Math.min(100, Math.max(0, ((now.getTime() - startedMs) * 100) / (endsMs - startedMs)))
      : 0;

  const rate = formatUsd(status.dailyEarningRate);
  const left = formatDuration(remaining);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Daily earning session</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Daily rate: {rate} per session</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.state === 'ACTIVE' && (
          <div className="space-y-2">
            <p className="flex items-center gap-2 font-medium">
              <Clock className="size-4 text-primary" aria-hidden /> <Trans>Active · {left} left</Trans>
            </p>
            <div
              className="h-2 overflow-hidden rounded-full bg-surface-muted"
              role="progressbar"
              aria-label={t`Session progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.floor(progress)}
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
            </div>
            <SessionTimes status={status} />
          </div>
        )}
        {(status.state === 'COOLDOWN' ||
          status.state === 'COMPLETED' ||
          status.state === 'WEEKEND_RESTRICTED') && (
          <p className="flex items-center gap-2 font-medium">
            <TimerReset className="size-4 text-primary" aria-hidden />
            {cooldown > 0 && status.cooldownEndsAt ? (
              <NextSession seconds={cooldown} at={status.cooldownEndsAt} />
            ) : (
              <Trans>Ready to start!</Trans>
            )}
          </p>
        )}
        {status.unfunded ? (
          <Alert tone="warning">
            <p>{translateServerText(status.message)}</p>
            <Link to="/transparency" className="font-medium text-primary underline underline-offset-4">
              <Trans>See the rewards pool</Trans>
            </Link>
          </Alert>
        ) : (
          <p className="text-sm text-muted-foreground">{translateServerText(status.message)}</p>
        )}
        {status.state === 'NO_VIP' ? (
          <Button asChild>
            <Link to="/vip-selection">
              <Trans>Choose VIP Level</Trans>
            </Link>
          </Button>
        ) : (
          <Button onClick={run} disabled={!status.canStart || isPending}>
            {isPending ? <Spinner /> : <Play />} <Trans>Start Earning</Trans>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** When the active session started and ends, and when its reward is credited if only at the end. */
function SessionTimes({ status }: { status: EarningStatus }) {
  const started = status.startedAt ? new Date(status.startedAt).toLocaleTimeString() : '';
  const ends = status.endsAt
    ? new Date(status.endsAt).toLocaleString(undefined, {
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      })
    : null;
  const reward = status.session?.creditAt === 'end' ? formatUsd(status.session.reward) : null;
  return (
    <p className="text-xs text-muted-foreground">
      <Trans>Started {started}</Trans>
      {ends !== null && (
        <>
          {' · '}
          <Trans>ends {ends}</Trans>
        </>
      )}
      {reward !== null && (
        <>
          {' · '}
          <Trans>{reward} is credited when it ends</Trans>
        </>
      )}
    </p>
  );
}

function NextSession({ seconds, at }: { seconds: number; at: string }) {
  const wait = formatDuration(seconds);
  const time = new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return (
    <Trans>
      Next session in {wait} (at {time})
    </Trans>
  );
}
