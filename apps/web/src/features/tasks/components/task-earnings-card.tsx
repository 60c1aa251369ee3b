import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EarningStatus } from '@nova/contracts';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatUsd } from '@/lib/format.ts';
import { formatDuration, secondsBetween, useServerNow } from '@/lib/use-server-now.ts';
import { useEarningStatus } from '../api/get-earning-status.ts';

/** The button to /tasks is named by what the member will find there. */
function buttonLabel(status: EarningStatus, cooldownSeconds: number): MessageDescriptor {
  if (status.hasActiveSession) return msg`View Progress`;
  if (cooldownSeconds > 0 || status.state === 'COOLDOWN' || status.state === 'COMPLETED') {
    return msg`View Countdown`;
  }
  return msg`Start Task`;
}

/** The profile's Daily Task Earnings card: today's credit, session progress or the cooldown. */
export function TaskEarningsCard() {
  const { i18n, t } = useLingui();
  const status = useEarningStatus();
  const now = useServerNow(status.data?.serverTime, status.dataUpdatedAt);
  const data = status.data;
  const cooldown = data ? secondsBetween(now, data.cooldownEndsAt) : 0;
  const remaining = data?.hasActiveSession ? secondsBetween(now, data.endsAt) : 0;
  const rate = data ? formatUsd(data.dailyEarningRate) : '';
  const left = formatDuration(remaining);
  const wait = formatDuration(cooldown);
  return (
    <li className="flex flex-col rounded-xl border border-border bg-surface p-5 shadow-[var(--shadow-card)]">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">
          <Trans>Daily Task Earnings</Trans>
        </p>
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
            {data.state === 'NO_VIP' ? (
              <Trans>Credited today · join a VIP level to earn</Trans>
            ) : (
              <Trans>Credited today · {rate} per session</Trans>
            )}
          </p>
          {data.hasActiveSession ? (
            <div className="mt-3 space-y-1">
              <div
                className="h-2 overflow-hidden rounded-full bg-surface-muted"
                role="progressbar"
                aria-label={t`Session progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(data.progress)}
              >
                <div className="h-full bg-primary" style={{ width: `${data.progress}%` }} />
              </div>
              <p className="text-xs text-muted-foreground">
                <Trans>{left} left</Trans>
              </p>
            </div>
          ) : (
            cooldown > 0 && (
              <p className="mt-3 text-xs text-muted-foreground">
                <Trans>
                  Next session in <span className="tabular-nums">{wait}</span>
                </Trans>
              </p>
            )
          )}
          <div className="mt-auto pt-4">
            <Button asChild size="sm" variant="outline">
              <Link to="/tasks">{i18n._(buttonLabel(data, cooldown))}</Link>
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
