import { Trans, useLingui } from '@lingui/react/macro';
import { Hand, X } from 'lucide-react';
import { greeting } from '@/lib/greeting.ts';

/**
 * The popup right after a sign-in: a greeting by the time of day where the member is (the
 * device's time zone), in a corner (at the top on a phone, clear of the bottom bar and the
 * support button) rather than over the page, until closed.
 */
export function SignInWelcome({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useLingui();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone.replaceAll('_', ' ');
  const salutation = greeting();
  const title = t`${salutation}, ${name}`;
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="sign-in-welcome-title"
      className="fixed inset-x-3 top-16 z-30 flex gap-3 rounded-xl border border-primary/30 bg-surface p-4 text-sm shadow-xl sm:inset-x-auto sm:top-auto sm:bottom-6 sm:start-6 sm:w-96"
    >
      <Hand className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1">
        <p id="sign-in-welcome-title" className="font-semibold">
          {title}
        </p>
        <p className="text-muted-foreground">
          <Trans>You're successfully logged in.</Trans>
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          <Trans>Time of day in {timeZone}</Trans>
        </p>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="-m-1 h-fit rounded-md p-1 text-muted-foreground hover:bg-surface-muted"
        aria-label={t`Close the greeting`}
      >
        <X className="size-4" />
      </button>
    </div>
  );
}
