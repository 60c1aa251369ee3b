import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EarningSession } from '@nova/contracts';
import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime, formatUsd } from '@/lib/format.ts';
import { useEarningHistory } from '../api/get-earning-history.ts';

/** A session is credited, waiting for the rewards pool (not funded), or still to be paid (pending). */
const sessionStatus: Record<EarningSession['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  CREDITED: { label: msg`Credited`, tone: 'success' },
  UNFUNDED: { label: msg`Not funded`, tone: 'warning' },
  ACTIVE: { label: msg`Pending`, tone: 'info' },
  COMPLETED: { label: msg`Pending`, tone: 'info' },
};

/** /tasks: every earning session of the member, newest first, ten a page. */
export function EarningHistory() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const history = useEarningHistory(page);
  return (
    <Card aria-labelledby="earning-history-heading">
      <CardHeader>
        <CardTitle id="earning-history-heading">
          <Trans>Earning history</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Your earning sessions, newest first.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <QueryState
          query={history}
          errorTitle={t`Failed to load your earning history`}
          errorFallback={t`Please try again later`}
          loading={<Skeleton className="h-32 w-full" />}
          isEmpty={({ data }) => data.length === 0}
          empty={t`No earning sessions yet`}
        >
          {({ data }) => (
            <ul className="divide-y divide-border" data-testid="earning-history">
              {data.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
          )}
        </QueryState>
        <Pager pagination={history.data?.pagination} page={page} onPageChange={setPage} />
      </CardContent>
    </Card>
  );
}

function SessionRow({ session }: { session: EarningSession }) {
  const { i18n } = useLingui();
  const status = sessionStatus[session.status];
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-medium">{session.vipLevelName}</p>
        <p className="text-xs text-muted-foreground">
          {formatDateTime(session.startedAt)} – {formatDateTime(session.endsAt)}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="font-semibold tabular-nums">{formatUsd(session.reward)}</span>
        <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
      </div>
    </li>
  );
}
