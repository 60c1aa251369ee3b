import { Trans, useLingui } from '@lingui/react/macro';
import type { TransactionLookupResponse } from '@nova/contracts';
import { Radar, Wand2 } from 'lucide-react';
import { confirmationText } from '@/components/network-results.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { amountWithUnit } from '../utils/amount.ts';
import type { HashInput } from '../utils/hash.ts';

interface HashFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  input: HashInput;
  error?: string;
  lookup?: TransactionLookupResponse;
  lookingUp: boolean;
  onAutoFill?: () => void;
  autoFilling?: boolean;
  onEnhancedDetection?: () => void;
}

/**
 * The transaction hash with its automatic lookup: trimmed, checked as typed, and
 * once valid looked up on chain; the result shows under the field.
 */
export function HashField(props: HashFieldProps) {
  const { t, i18n } = useLingui();
  const { id, value, onChange, input, lookup, lookingUp } = props;
  const error = props.error ?? (input.kind === 'invalid' ? i18n._(input.message) : undefined);
  return (
    <div className="space-y-2">
      <Field
        id={id}
        label={t`Transaction hash`}
        error={error}
        hint={t`The hash (TxID) of your transfer: 64 hex characters, with or without 0x.`}
      >
        {(control) => (
          <Input
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="0x…"
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            dir="ltr"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        {props.onAutoFill && (
          <Button
            variant="outline"
            size="sm"
            onClick={props.onAutoFill}
            disabled={input.kind !== 'valid' || props.autoFilling}
          >
            {props.autoFilling ? <Spinner /> : <Wand2 />} <Trans>Auto-fill</Trans>
          </Button>
        )}
        {props.onEnhancedDetection && (
          <Button variant="ghost" size="sm" onClick={props.onEnhancedDetection}>
            <Radar /> <Trans>Enhanced Detection</Trans>
          </Button>
        )}
      </div>
      <LookupLine input={input} lookup={lookup} lookingUp={lookingUp} />
    </div>
  );
}

function LookupLine({
  input,
  lookup,
  lookingUp,
}: {
  input: HashInput;
  lookup?: TransactionLookupResponse;
  lookingUp: boolean;
}) {
  if (input.kind !== 'valid') return null;
  if (lookingUp) {
    return (
      <p className="flex items-center gap-2 text-xs text-muted-foreground" aria-live="polite">
        <Spinner /> <Trans>Looking the transaction up on every network…</Trans>
      </p>
    );
  }
  if (!lookup) return null;
  const tone = { success: 'text-success', warning: 'text-warning', error: 'text-danger' }[lookup.outcome];
  return (
    <p className={cn('text-xs font-medium', tone)} aria-live="polite">
      {lookup.outcome === 'success' ? <FoundSummary lookup={lookup} /> : translateServerText(lookup.message)}
    </p>
  );
}

function FoundSummary({ lookup }: { lookup: TransactionLookupResponse }) {
  const network = lookup.foundOnNetwork;
  const amount = amountWithUnit(lookup.suggestedAmount ?? '', lookup.suggestedCurrency ?? '');
  const confirmations = confirmationText(
    lookup.confirmations,
    lookup.confirmationsRequired,
    lookup.isConfirmed,
  );
  return (
    <Trans>
      Found on {network}: {amount} to our address ({confirmations}).
    </Trans>
  );
}
