import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';

export type ReferralCheck =
  | { state: 'unchecked' }
  | { state: 'checking' }
  | { state: 'valid'; referrerName: string }
  | { state: 'invalid'; message: string };

/** The state of the check for what is typed, given the result for the code last settled on. */
export function toReferralCheck(
  typed: string,
  settled: string,
  query: { isFetching: boolean; data?: { referrerName: string }; error: unknown },
): ReferralCheck {
  if (typed === '') return { state: 'unchecked' };
  if (typed !== settled || query.isFetching) return { state: 'checking' };
  if (query.data) return { state: 'valid', referrerName: query.data.referrerName };
  if (query.error)
    return { state: 'invalid', message: errorMessage(query.error, i18n._(msg`Invalid referral code`)) };
  return { state: 'checking' };
}

/** The live result of the referral code check, announced politely. */
export function ReferralCodeStatus({ check, id }: { check: ReferralCheck; id: string }) {
  const referrerName = check.state === 'valid' ? check.referrerName : '';
  return (
    <p id={id} aria-live="polite" className="min-h-4 text-xs">
      {check.state === 'checking' && (
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <Spinner className="size-3.5" /> <Trans>Checking code...</Trans>
        </span>
      )}
      {check.state === 'valid' && (
        <span className="flex items-center gap-1.5 font-medium text-success">
          <CheckCircle2 className="size-3.5" aria-hidden />
          <Trans>Referral code valid! You'll get bonus from {referrerName}</Trans>
        </span>
      )}
      {check.state === 'invalid' && (
        <span className="flex items-center gap-1.5 font-medium text-danger">
          <XCircle className="size-3.5" aria-hidden />
          {check.message}
        </span>
      )}
    </p>
  );
}
