import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckBlockchainResponse, VerifyTransactionResponse } from '@nova/contracts';
import { confirmationText } from '@/components/network-results.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { translateServerText } from '@/lib/i18n/server-texts.ts';

export type Verdict =
  | { kind: 'verify'; answer: VerifyTransactionResponse }
  | { kind: 'check'; answer: CheckBlockchainResponse };

const labels = {
  verify: { title: msg`Verification`, yes: msg`Valid`, no: msg`Not valid` },
  check: { title: msg`Blockchain check`, yes: msg`Found on chain`, no: msg`Not found` },
};

/** One answer of Verify or Check: the verdict, then what the chain says about the transfer. */
export function TransactionVerdict({ verdict }: { verdict: Verdict }) {
  const { t, i18n } = useLingui();
  const { kind, answer } = verdict;
  const ok = verdict.kind === 'verify' ? verdict.answer.isValid : verdict.answer.exists;
  const label = labels[kind];
  const found = answer.details?.found ? answer.details : null;
  const title = i18n._(label.title);
  const none = t`N/A`;
  return (
    <section
      className="space-y-2 rounded-lg border border-border p-3 text-sm"
      aria-label={title}
      data-testid={`${kind}-verdict`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">{title}</h3>
        <Badge tone={ok ? 'success' : 'danger'}>{i18n._(ok ? label.yes : label.no)}</Badge>
      </div>
      {answer.error && <p className="text-xs text-danger">{translateServerText(answer.error)}</p>}
      {found && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
          <dt className="text-muted-foreground">
            <Trans>Network</Trans>
          </dt>
          <dd>{found.foundOnNetwork ?? none}</dd>
          <dt className="text-muted-foreground">
            <Trans>Amount</Trans>
          </dt>
          <dd>
            {found.suggestedAmount ? (
              <bdi dir="ltr">{`${found.suggestedAmount} ${found.suggestedCurrency ?? ''}`}</bdi>
            ) : (
              none
            )}
          </dd>
          <dt className="text-muted-foreground">
            <Trans>Recipient</Trans>
          </dt>
          <dd className="font-mono break-all">
            {found.recipientAddress ? <bdi dir="ltr">{found.recipientAddress}</bdi> : none}
            {found.recipientAddress && !found.isRecipientMatching && ` ${t`(not ours)`}`}
          </dd>
          <dt className="text-muted-foreground">
            <Trans>Confirmations</Trans>
          </dt>
          <dd>{confirmationText(found.confirmations, found.confirmationsRequired, found.isConfirmed)}</dd>
        </dl>
      )}
    </section>
  );
}
