import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { DepositClaimantsResponse } from '@nova/contracts';
import { OperatorText } from '@/components/operator-text.tsx';
import { PersonName } from '@/components/person-name.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatUsd } from '@/lib/format.ts';
import { useDepositClaimants } from '../api/get-deposit-claimants.ts';
import { AdminStatusBadge } from './deposit-facts.tsx';

type User = DepositClaimantsResponse['claims'][number]['user'];
const nameOf = (user: User) => user.fullName ?? user.email ?? user.phone ?? user.id;

/**
 * Who else claims this transfer (decision 017): every claim of the hash, every member who claimed
 * from the same sender, and the sender addresses each has proved by signature. Approving one
 * claim closes the other pending claims of the transfer.
 */
export function DepositClaimants({ depositId }: { depositId: string }) {
  const { t } = useLingui();
  const claimants = useDepositClaimants(depositId);
  return (
    <section aria-labelledby="claimants-title" className="space-y-3" data-testid="deposit-claimants">
      <h3 id="claimants-title" className="text-sm font-semibold">
        <Trans>Claimants of this transfer</Trans>
      </h3>
      <QueryState
        query={claimants}
        errorFallback={t`Failed to load the claimants`}
        loading={<Skeleton className="h-16 w-full" />}
      >
        {(data) => <ClaimantsBody data={data} depositId={depositId} />}
      </QueryState>
    </section>
  );
}

function ProvedBadge({ proved }: { proved: boolean }) {
  return (
    <Badge tone={proved ? 'success' : 'neutral'}>
      {proved ? <Trans>Proved the sender</Trans> : <Trans>Not proved</Trans>}
    </Badge>
  );
}

function ClaimantsBody({ data, depositId }: { data: DepositClaimantsResponse; depositId: string }) {
  return (
    <div className="space-y-4 text-sm">
      <ul className="divide-y divide-border rounded-md border border-border">
        {data.claims.map((claim) => (
          <li key={claim.depositId} className="space-y-1 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">
                <PersonName>{nameOf(claim.user)}</PersonName>
              </span>
              {claim.depositId === depositId && (
                <Badge tone="info">
                  <Trans>This claim</Trans>
                </Badge>
              )}
              <AdminStatusBadge status={claim.status} />
              <ProvedBadge proved={claim.provedSender} />
            </div>
            <p className="text-xs text-muted-foreground">
              <bdi dir="ltr">{claim.user.email ?? claim.user.phone}</bdi> ·{' '}
              <bdi dir="ltr">{formatUsd(claim.amount)}</bdi>
              {claim.adminNotes && (
                <>
                  {' · '}
                  <OperatorText>{claim.adminNotes}</OperatorText>
                </>
              )}
            </p>
            {claim.provedSenders.length > 0 && <ProvedSenders senders={claim.provedSenders.join(', ')} />}
          </li>
        ))}
      </ul>
      {data.claims.length > 1 && (
        <p className="text-xs text-muted-foreground">
          <Trans>Approving one claim closes the other pending claims of this transfer as failed.</Trans>
        </p>
      )}
      {data.senderAddress && (
        <div className="space-y-2">
          <h4 className="font-medium">
            <Trans>Members who claimed from this sender</Trans>
          </h4>
          {data.senderClaimants.length === 0 ? (
            <p className="text-muted-foreground">
              <Trans>None.</Trans>
            </p>
          ) : (
            <ul className="space-y-1">
              {data.senderClaimants.map((row) => (
                <li key={row.user.id} className="flex flex-wrap items-center gap-2">
                  <PersonName>{nameOf(row.user)}</PersonName>
                  <span className="text-xs text-muted-foreground">
                    <ClaimCounts claims={row.claims} credited={row.credited} />
                  </span>
                  <ProvedBadge proved={row.provedSender} />
                </li>
              ))}
            </ul>
          )}
          {data.senderProvedBy.length > 0 && (
            <AlsoProvedBy names={data.senderProvedBy.map(nameOf).join(', ')} />
          )}
        </div>
      )}
    </div>
  );
}

function ProvedSenders({ senders }: { senders: string }) {
  return (
    <p className="font-mono text-xs break-all text-muted-foreground">
      <Trans>
        Proved senders: <bdi dir="ltr">{senders}</bdi>
      </Trans>
    </p>
  );
}

function ClaimCounts({ claims, credited }: { claims: number; credited: number }) {
  return (
    <Plural value={claims} one={`# claim, ${credited} credited`} other={`# claims, ${credited} credited`} />
  );
}

function AlsoProvedBy({ names }: { names: string }) {
  return (
    <p className="text-xs text-muted-foreground">
      <Trans>Also proved by: {names}</Trans>
    </p>
  );
}
