import { Trans, useLingui } from '@lingui/react/macro';
import type { EarningSession } from '@nova/contracts';
import { Link } from 'react-router';
import { formatDuration, secondsBetween, useServerNow } from '@/lib/use-server-now.ts';

/** The membership's own 'Daily Earning Session': time left until the session ends, then 'Completed'. */
export function SessionCountdown({ session }: { session: EarningSession | null }) {
  const { t } = useLingui();
  const now = useServerNow(undefined, 0);
  const left = session ? secondsBetween(now, session.endsAt) : 0;
  return (
    <section aria-label={t`Daily Earning Session`} className="rounded-lg border border-border p-3">
      <p className="text-xs font-medium text-muted-foreground">
        <Trans>Daily Earning Session</Trans>
      </p>
      {session ? (
        <p className="text-lg font-semibold tabular-nums" aria-live="off" data-testid="session-countdown">
          {left > 0 ? formatDuration(left) : t`Completed`}
        </p>
      ) : (
        <p className="text-sm">
          <Trans>Not started today.</Trans>{' '}
          <Link to="/tasks" className="font-medium text-primary underline-offset-4 hover:underline">
            <Trans>Go to Tasks</Trans>
          </Link>
        </p>
      )}
    </section>
  );
}
