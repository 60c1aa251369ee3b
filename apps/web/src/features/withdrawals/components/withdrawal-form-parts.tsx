import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  WITHDRAWAL_PROCESSING_TIME,
  type WithdrawalMethodKey,
  type WithdrawalOption,
  type WithdrawalSource,
} from '@nova/contracts';
import { isMoneyString, toMicros } from '@nova/contracts/money';
import { Clock, Info } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { formatUsd, formatUsdFixed } from '@/lib/format.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { usePreviewWithdrawalFee } from '../api/preview-withdrawal-fee.ts';
import type { Available } from './withdrawal-form-schema.ts';

const radioCard =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 text-sm transition-colors ' +
  'hover:bg-surface-muted has-[:checked]:border-primary has-[:checked]:bg-primary-soft ' +
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring';

export function methodLabel(option: Pick<WithdrawalOption, 'network' | 'currency'>): string {
  return `${option.network === 'POLYGON' ? 'Polygon (POL)' : 'BEP20 (BSC)'} · ${option.currency}`;
}

/** The processing time the server states: its fixed wording in the active language. */
export function processingTimeText(value: string): string {
  return value === WITHDRAWAL_PROCESSING_TIME ? i18n._(msg`1-24 hours`) : translateServerText(value);
}

export function MethodPicker({
  name,
  methods,
  value,
  onChange,
}: {
  name: string;
  methods: WithdrawalOption[];
  value: WithdrawalMethodKey;
  onChange: (key: WithdrawalMethodKey) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium">
        <Trans>Method</Trans>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {methods.map((method) => (
          <label key={method.key} className={radioCard}>
            <input
              type="radio"
              name={name}
              value={method.key}
              checked={value === method.key}
              onChange={() => onChange(method.key)}
              className="mt-0.5 accent-[var(--primary)]"
            />
            <span className="space-y-0.5">
              <span className="block font-medium">{methodLabel(method)}</span>
              <span className="block text-xs text-muted-foreground">
                <NetworkFee amount={formatUsdFixed(method.networkFee, 4)} />
              </span>
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                <Clock className="size-3" aria-hidden /> {processingTimeText(method.processingTime)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SourcePicker({
  name,
  sources,
  available,
  value,
  onChange,
}: {
  name: string;
  sources: WithdrawalSource[];
  available: Available;
  value: WithdrawalSource;
  onChange: (source: WithdrawalSource) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium">
        <Trans>Withdraw from</Trans>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {sources.map((source) => (
          <label key={source} className={radioCard}>
            <input
              type="radio"
              name={name}
              value={source}
              checked={value === source}
              onChange={() => onChange(source)}
              className="mt-0.5 accent-[var(--primary)]"
            />
            <span>
              <span className="block font-medium">{i18n._(sourceTitles[source])}</span>
              <span className="block text-xs text-muted-foreground">
                <AvailableAmount amount={formatUsd(available[source])} />
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The server's fee preview (rule 31), asked once the amount has settled. */
export function FeePreview({ amount, method }: { amount: string; method: WithdrawalOption | undefined }) {
  const settled = useDebouncedValue(amount.trim(), 350);
  const valid = isMoneyString(settled) && toMicros(settled) > 0n;
  const body = valid ? { amount: settled, network: method?.network, currency: method?.currency } : null;
  const { data, isFetching } = usePreviewWithdrawalFee(body);
  return (
    <div className="rounded-lg border border-border bg-surface-muted/60 p-3 text-sm" aria-live="polite">
      <p className="mb-2 flex items-center gap-1.5 font-medium">
        <Info className="size-4 text-primary" aria-hidden /> <Trans>Fee preview</Trans>
      </p>
      {!valid ? (
        <p className="text-muted-foreground">
          <Trans>Enter an amount to see the fee and what you receive.</Trans>
        </p>
      ) : !data ? (
        <Skeleton className="h-10 w-full" />
      ) : (
        <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-1', isFetching && 'opacity-60')}>
          <dt className="text-muted-foreground">
            <Trans>Fee</Trans>
          </dt>
          <dd className="text-end font-medium tabular-nums">{formatUsdFixed(data.fee, 4)}</dd>
          <dt className="text-muted-foreground">
            <Trans>You receive</Trans>
          </dt>
          <dd className="text-end font-semibold tabular-nums" data-testid="withdrawal-net">
            {formatUsdFixed(data.net, 4)}
          </dd>
          {data.networkFee !== null && (
            <>
              <dt className="text-muted-foreground">
                <Trans>Network fee</Trans>
              </dt>
              <dd className="text-end tabular-nums">
                <PaidByNova amount={formatUsdFixed(data.networkFee, 4)} />
              </dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}

const sourceTitles: Record<WithdrawalSource, MessageDescriptor> = {
  EARNINGS: msg`Earnings`,
  DEPOSIT: msg`Unspent deposits`,
};

function NetworkFee({ amount }: { amount: string }) {
  return <Trans>Network fee {amount} · paid by Nova</Trans>;
}

function PaidByNova({ amount }: { amount: string }) {
  return <Trans>{amount} · paid by Nova</Trans>;
}

function AvailableAmount({ amount }: { amount: string }) {
  return <Trans>{amount} available</Trans>;
}
