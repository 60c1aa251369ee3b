import { useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';

/** How many of the hash's last characters stay in view however narrow the screen: the ones people compare. */
const TAIL_LENGTH = 8;

/**
 * A payout's transaction hash, left to right in every language. With an explorer link (the server
 * answers one for networks that have an explorer) it opens the transaction there in a new tab; the
 * hash is then cut in the middle when the line is too narrow (phones), its end always shown, and
 * read whole by screen readers. Without one (local chains) the whole hash wraps, to be copied.
 */
export function PayoutHash({ hash, explorerUrl }: { hash: string; explorerUrl: string | null }) {
  const { t } = useLingui();
  if (!explorerUrl) {
    return (
      <bdi className="font-mono break-all" dir="ltr">
        {hash}
      </bdi>
    );
  }
  return (
    <a
      href={explorerUrl}
      target="_blank"
      rel="noopener noreferrer"
      dir="ltr"
      title={hash}
      className="inline-flex min-w-0 max-w-full items-center gap-1 font-medium text-primary underline underline-offset-4"
    >
      <span aria-hidden="true" className="flex min-w-0 font-mono">
        <span className="truncate">{hash.slice(0, -TAIL_LENGTH)}</span>
        <span className="shrink-0">{hash.slice(-TAIL_LENGTH)}</span>
      </span>
      <span className="sr-only">
        {hash} {t`(opens in a new tab)`}
      </span>
      <ExternalLink className="size-3 shrink-0" aria-hidden />
    </a>
  );
}
