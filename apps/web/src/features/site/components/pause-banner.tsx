import { Trans } from '@lingui/react/macro';
import { PauseCircle } from 'lucide-react';
import { usePublicSettings } from '../api/get-public-settings.ts';

/**
 * Shown on every member screen and the landing page while withdrawals are switched off; deposits
 * close with them (rule 24).
 */
export function PauseBanner() {
  const { data } = usePublicSettings();
  if (!data || data.isWithdrawalEnabled) return null;
  return (
    <div className="border-b border-warning/40 bg-warning-soft" role="status">
      <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2.5 text-sm sm:px-6">
        <PauseCircle className="size-4 shrink-0 text-warning" aria-hidden />
        <Trans>
          Withdrawals and deposits are paused by the administrator for now. Your balances are safe and
          unchanged.
        </Trans>
      </p>
    </div>
  );
}
