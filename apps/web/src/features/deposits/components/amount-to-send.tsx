import { Trans, useLingui } from '@lingui/react/macro';
import type { TokenSymbol } from '@nova/contracts';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { formatUsd } from '@/lib/format.ts';
import { useCopy } from '@/lib/use-copy.ts';
import { depositTarget } from '../utils/amount.ts';

interface AmountToSendProps {
  needed: string;
  minimum: string;
  token: TokenSymbol;
}

/**
 * The amount a deposit for a purpose should bring, with a copy button: what is still needed, or
 * the minimum deposit when that is less, saying so.
 */
export function AmountToSend({ needed, minimum, token }: AmountToSendProps) {
  const { t } = useLingui();
  const { copied, copy } = useCopy(t`Failed to copy the amount`);
  const target = depositTarget(needed, minimum);
  const stillNeeded = formatUsd(needed);
  const minimumDeposit = formatUsd(minimum);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface-muted p-3">
      <div className="min-w-0 space-y-0.5">
        <p className="text-xs font-medium text-muted-foreground">
          <Trans>Amount to send</Trans>
        </p>
        <p className="text-xl font-semibold tabular-nums" data-testid="amount-to-send">
          <bdi dir="ltr">
            {target.amount} {token}
          </bdi>
        </p>
        {target.raised && (
          <p className="text-xs text-muted-foreground">
            <Trans>
              Raised from the {stillNeeded} still needed to the minimum deposit of {minimumDeposit}.
            </Trans>
          </p>
        )}
      </div>
      <Button variant="outline" size="sm" onClick={() => copy(target.amount)} aria-live="polite">
        {copied ? <Check /> : <Copy />} {copied ? <Trans>Copied!</Trans> : <Trans>Copy amount</Trans>}
      </Button>
    </div>
  );
}
