import type { MyProof, ProofSnapshot } from '@nova/contracts';
import { formatMicros, toMicros } from '@nova/contracts/money';
import { type ProofVerdict, verifyInclusion } from '@nova/contracts/proof-tree';
import { ShieldCheck } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDateTime, formatUsd } from '@/lib/format.ts';
import { useHydrated } from '@/lib/hydration.ts';
import { getToken, subscribeToken } from '@/lib/session-token.ts';
import { useLatestProof } from '../api/get-latest-proof.ts';
import { useMyProof } from '../api/get-my-proof.ts';
import { Row, Section } from './figure-card.tsx';

const networkNames = { BEP20: 'BNB Smart Chain', POLYGON: 'Polygon' } as const;

/**
 * Proof of reserves (docs/proof-of-reserves.md): reserves read from the chain at a block beside
 * what the ledger says it holds, the liabilities root, and a member's own check of their leaf.
 */
export function ProofSection({ ledgerAssets }: { ledgerAssets: string }) {
  const latest = useLatestProof();
  return (
    <section aria-labelledby="proof-title" className="space-y-4" data-testid="proof-of-reserves">
      <h2 id="proof-title" className="flex items-center gap-2 text-2xl font-semibold">
        <ShieldCheck className="size-6 text-primary" aria-hidden /> Proof of reserves
      </h2>
      <QueryState query={latest} errorFallback="Failed to load the proof of reserves">
        {(snapshot) =>
          snapshot ? (
            <Snapshot snapshot={snapshot} ledgerAssets={ledgerAssets} />
          ) : (
            <p className="text-muted-foreground">No proof-of-reserves snapshot has been published yet.</p>
          )
        }
      </QueryState>
    </section>
  );
}

function Snapshot({ snapshot, ledgerAssets }: { snapshot: ProofSnapshot; ledgerAssets: string }) {
  const difference = formatMicros(toMicros(snapshot.totalReserves) - toMicros(ledgerAssets));
  return (
    <div className="space-y-4">
      <p className="text-muted-foreground">
        Taken at {formatDateTime(snapshot.takenAt)}. Reserves are token balances read from the chain at
        {snapshot.blocks.map((block, i) => (
          <span key={block.network}>
            {i > 0 ? ' and' : ''} block <span className="font-mono">{block.blockNumber}</span> on{' '}
            {networkNames[block.network]}
          </span>
        ))}
        ; what members are owed is committed in a Merkle sum tree that each member can check.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <Section
          icon={ShieldCheck}
          title="Reserves on chain"
          explain="Per network and token, at the blocks above."
        >
          {snapshot.totals.map((total) => (
            <Row
              key={`${total.network}-${total.token}`}
              label={`${total.token} on ${networkNames[total.network]}`}
              value={formatUsd(total.balance)}
            />
          ))}
          <Row label="Total reserves" value={formatUsd(snapshot.totalReserves)} strong />
          <Row label="Held according to the ledger" value={formatUsd(ledgerAssets)} />
          <Row label="Difference (chain − ledger)" value={formatUsd(difference)} />
        </Section>
        <Section
          icon={ShieldCheck}
          title="Owed to members"
          explain={`The root of the liabilities tree: ${snapshot.members} ${snapshot.members === 1 ? 'member' : 'members'} owed more than zero.`}
        >
          <Row label="Total owed (root sum)" value={formatUsd(snapshot.rootSum)} strong />
          <Row label="Reserves ÷ owed" value={snapshot.coverageRatio ? `${snapshot.coverageRatio}×` : '—'} />
          <div className="py-2">
            <dt className="text-muted-foreground">Root hash</dt>
            <dd className="break-all font-mono text-xs">{snapshot.rootHash}</dd>
          </div>
        </Section>
      </div>
      <p className="text-sm text-muted-foreground">
        A difference between the chain and the ledger is explained, not hidden: tokens sent straight to a
        company address without a deposit are on chain but credited to nobody; hosted (BTC) custody is in the
        ledger only; and a deposit arriving while the snapshot is read may be on one side only.
      </p>
      <Addresses snapshot={snapshot} />
      <VerifyMyBalance snapshot={snapshot} />
    </div>
  );
}

function Addresses({ snapshot }: { snapshot: ProofSnapshot }) {
  const [filter, setFilter] = useState('');
  const shown = snapshot.reserves.filter((row) =>
    row.address.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  return (
    <details className="rounded-xl border border-border bg-surface p-4">
      <summary className="cursor-pointer font-medium">
        Addresses read ({snapshot.reserves.length}) and cold-wallet signatures ({snapshot.coldWallets.length})
      </summary>
      <label className="mt-3 block text-sm">
        Search an address
        <input
          className="mt-1 block w-full rounded-md border border-input bg-surface px-3 py-2 font-mono text-sm"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </label>
      <ul className="mt-3 max-h-80 divide-y divide-border overflow-auto text-sm">
        {shown.slice(0, 200).map((row) => (
          <li
            key={`${row.network}-${row.token}-${row.address}`}
            className="flex flex-wrap justify-between gap-2 py-2"
          >
            <span className="break-all font-mono text-xs">{row.address}</span>
            <span className="tabular-nums">
              {row.kind} · {row.token} on {networkNames[row.network]} · {formatUsd(row.balance)}
            </span>
          </li>
        ))}
      </ul>
      {snapshot.coldWallets.map((wallet) => (
        <div key={`${wallet.network}-${wallet.address}`} className="mt-3 text-xs">
          <p className="font-medium">{wallet.message}</p>
          <p className="break-all font-mono text-muted-foreground">{wallet.signature}</p>
        </div>
      ))}
    </details>
  );
}

function VerifyMyBalance({ snapshot }: { snapshot: ProofSnapshot }) {
  const hydrated = useHydrated();
  const token = useSyncExternalStore(subscribeToken, getToken, () => null);
  const myProof = useMyProof();
  const [verdict, setVerdict] = useState<ProofVerdict | null>(null);
  if (!hydrated || !token) {
    return <p className="text-sm text-muted-foreground">Sign in to verify that your balance is included.</p>;
  }
  async function verify() {
    setVerdict(null);
    const proof = await myProof.mutateAsync(snapshot.id);
    if (!proof.included) return;
    setVerdict(
      await verifyInclusion({
        nonceHex: proof.nonce,
        balanceMicros: BigInt(proof.balanceMicros),
        path: proof.path,
        rootHash: snapshot.rootHash,
        rootSum: BigInt(snapshot.rootSumMicros),
      }),
    );
  }
  return (
    <div className="space-y-3" data-testid="verify-my-balance">
      <Button onClick={() => void verify().catch(() => undefined)} disabled={myProof.isPending}>
        Verify my balance
      </Button>
      {myProof.isError && (
        <Alert tone="danger">{errorMessage(myProof.error, 'Failed to load your proof')}</Alert>
      )}
      {myProof.data && <Result proof={myProof.data} verdict={verdict} />}
    </div>
  );
}

function Result({ proof, verdict }: { proof: MyProof; verdict: ProofVerdict | null }) {
  if (!proof.included) return <Alert tone="info">{proof.message}</Alert>;
  if (!verdict) return null;
  const download = URL.createObjectURL(
    new Blob([JSON.stringify(proof, null, 2)], { type: 'application/json' }),
  );
  return (
    <div className="space-y-3">
      <Alert tone={verdict.ok ? 'success' : 'danger'}>
        {verdict.ok
          ? `Verified in your browser: your balance of ${formatUsd(proof.balance)} is included in the published root.`
          : `Not verified: ${verdict.reason}.`}
      </Alert>
      <ol className="space-y-1 font-mono text-xs">
        {verdict.steps.map((step, i) => (
          <li key={step.hash} className="break-all">
            {i === 0 ? 'leaf' : `level ${i}`}: {step.hash} (sum {step.sum.toString()})
          </li>
        ))}
      </ol>
      <a
        className="text-sm text-primary underline"
        href={download}
        download={`nova-proof-${proof.snapshotId}.json`}
      >
        Download the proof as JSON
      </a>
    </div>
  );
}
