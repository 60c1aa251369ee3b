import { Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { formatDateTime, formatUsd } from '@/lib/format.ts';
import { useProofHistory } from '../api/get-proof-history.ts';

/** Every published snapshot, newest first, each linking to its full published record. */
export function ProofHistory() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const history = useProofHistory(page);
  return (
    <section aria-labelledby="proof-history-title" className="space-y-3" data-testid="proof-history">
      <h3 id="proof-history-title" className="flex items-center gap-2 text-lg font-semibold">
        <History className="size-5 text-primary" aria-hidden /> <Trans>Snapshot history</Trans>
      </h3>
      <QueryState query={history} errorFallback={t`Failed to load the snapshot history`}>
        {(list) => (
          <>
            <ol className="divide-y divide-border rounded-xl border border-border bg-surface text-sm">
              {list.snapshots.map((snapshot) => {
                const owed = formatUsd(snapshot.rootSum);
                const reserves = formatUsd(snapshot.totalReserves);
                const root = snapshot.rootHash;
                return (
                  <li key={snapshot.id} className="space-y-1 p-3">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                      <a
                        className="font-medium text-primary underline underline-offset-4"
                        href={`/api/public/proofs/${snapshot.id}`}
                      >
                        {formatDateTime(snapshot.takenAt)}
                      </a>
                      <span className="tabular-nums">
                        <Trans>
                          owed <bdi dir="ltr">{owed}</bdi> · reserves <bdi dir="ltr">{reserves}</bdi>
                        </Trans>{' '}
                        · <bdi dir="ltr">{snapshot.coverageRatio ? `${snapshot.coverageRatio}×` : '—'}</bdi>
                      </span>
                    </div>
                    <p className="break-all font-mono text-xs text-muted-foreground">
                      <Trans>
                        root <span dir="ltr">{root}</span>
                      </Trans>
                    </p>
                  </li>
                );
              })}
            </ol>
            <Pager pagination={list.pagination} page={page} onPageChange={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
