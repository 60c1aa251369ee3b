import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { getToken, subscribeToken } from '@/lib/session-token.ts';
import { useLatestProof } from '../api/get-latest-proof.ts';
import { useMyProof } from '../api/get-my-proof.ts';
import { Row, Section } from './figure-card.tsx';
import { ProofHistory } from './proof-history.tsx';

const networkNames = { BEP20: 'BNB Smart Chain', POLYGON: 'Polygon' } as const;

/** What each address read is: the words of the 'Addresses read' list. */
const reserveKindNames = { company: msg`company`, deposit: msg`deposit`, cold: msg`cold` } as const;

/**
 * Proof of reserves (docs/proof-of-reserves.md): reserves read from the chain at a block beside
 * what the ledger says it holds, the liabilities root, and a member's own check of their leaf.
 */
export function ProofSection({ ledgerAssets }: { ledgerAssets: string }) {
  const { t } = useLingui();
  const latest = useLatestProof();
  return (
    <section aria-labelledby="proof-title" className="space-y-4" data-testid="proof-of-reserves">
      <h2 id="proof-title" className="flex items-center gap-2 text-2xl font-semibold">
        <ShieldCheck className="size-6 text-primary" aria-hidden /> <Trans>Proof of reserves</Trans>
      </h2>
      <QueryState query={latest} errorFallback={t`Failed to load the proof of reserves`}>
        {(snapshot) =>
          snapshot ? (
            <Snapshot snapshot={snapshot} ledgerAssets={ledgerAssets} />
          ) : (
            <p className="text-muted-foreground">
              <Trans>No proof-of-reserves snapshot has been published yet.</Trans>
            </p>
          )
        }
      </QueryState>
    </section>
  );
}

/** "BNB Smart Chain: read 1,004 addresses. 99,000 others never received a token by block 123." */
function addressesLine(block: ProofSnapshot['blocks'][number]): string {
  const network = networkNames[block.network];
  const blockNumber = block.blockNumber;
  const addressesRead = block.addressesRead ?? 0;
  const addressesSkipped = block.addressesSkipped;
  const read = plural(addressesRead, {
    one: `${network}: read # address.`,
    other: `${network}: read # addresses.`,
  });
  if (!addressesSkipped) return read;
  const skipped = plural(addressesSkipped, {
    one: `# other never received a token by block ${blockNumber}.`,
    other: `# others never received a token by block ${blockNumber}.`,
  });
  return `${read} ${skipped}`;
}

/**
 * How many addresses were read per network. A personal address that never received a token holds
 * none, so it is not read (decision 025); how many were skipped is said, not hidden.
 */
function AddressesRead({ blocks }: { blocks: ProofSnapshot['blocks'] }) {
  const counted = blocks.filter((block) => block.addressesRead !== null);
  if (counted.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm text-muted-foreground" data-testid="proof-addresses-read">
      {counted.map((block) => (
        <li key={block.network}>{addressesLine(block)}</li>
      ))}
    </ul>
  );
}

function Snapshot({ snapshot, ledgerAssets }: { snapshot: ProofSnapshot; ledgerAssets: string }) {
  const { t } = useLingui();
  const difference = formatMicros(toMicros(snapshot.totalReserves) - toMicros(ledgerAssets));
  const takenAt = formatDateTime(snapshot.takenAt);
  const blocks = snapshot.blocks.map((block, i) => {
    const number = block.blockNumber;
    const network = networkNames[block.network];
    return (
      <span key={block.network}>
        {i > 0 && (
          <>
            {' '}
            <Trans>and</Trans>{' '}
          </>
        )}
        <Trans>
          block{' '}
          <span className="font-mono" dir="ltr">
            {number}
          </span>{' '}
          on {network}
        </Trans>
      </span>
    );
  });
  const memberCount = snapshot.members;
  const members = plural(memberCount, { one: '# member', other: '# members' });
  return (
    <div className="space-y-4">
      <p className="text-muted-foreground">
        <Trans>
          Taken at {takenAt}. Reserves are token balances read from the chain at {blocks}; what members are
          owed is committed in a Merkle sum tree that each member can check.
        </Trans>
      </p>
      <AddressesRead blocks={snapshot.blocks} />
      <div className="grid gap-4 md:grid-cols-2">
        <Section
          icon={ShieldCheck}
          title={t`Reserves on chain`}
          explain={t`Per network and token, at the blocks above.`}
        >
          {snapshot.totals.map(({ network, token, balance }) => (
            <Row
              key={`${network}-${token}`}
              label={tokenOn(token, networkNames[network])}
              value={formatUsd(balance)}
            />
          ))}
          <Row label={t`Total reserves`} value={formatUsd(snapshot.totalReserves)} strong />
          <Row label={t`Held according to the ledger`} value={formatUsd(ledgerAssets)} />
          <Row label={t`Difference (chain − ledger)`} value={formatUsd(difference)} />
        </Section>
        <Section
          icon={ShieldCheck}
          title={t`Owed to members`}
          explain={t`The root of the liabilities tree: ${members} owed more than zero.`}
        >
          <Row label={t`Total owed (root sum)`} value={formatUsd(snapshot.rootSum)} strong />
          <Row
            label={t`Reserves ÷ owed`}
            value={snapshot.coverageRatio ? `${snapshot.coverageRatio}×` : '—'}
          />
          <div className="py-2">
            <dt className="text-muted-foreground">
              <Trans>Root hash</Trans>
            </dt>
            <dd className="break-all font-mono text-xs" dir="ltr">
              {snapshot.rootHash}
            </dd>
          </div>
        </Section>
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>
          A difference between the chain and the ledger is explained, not hidden: tokens sent straight to a
          company address without a deposit are on chain but credited to nobody; hosted (BTC) custody is in
          the ledger only; and a deposit arriving while the snapshot is read may be on one side only.
        </Trans>
      </p>
      <Addresses snapshot={snapshot} />
      <VerifyMyBalance snapshot={snapshot} />
      <ProofHistory />
    </div>
  );
}

function Addresses({ snapshot }: { snapshot: ProofSnapshot }) {
  const { i18n: active } = useLingui();
  const [filter, setFilter] = useState('');
  const addresses = snapshot.reserves.length;
  const signatures = snapshot.coldWallets.length;
  const shown = snapshot.reserves.filter((row) =>
    row.address.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  return (
    <details className="rounded-xl border border-border bg-surface p-4">
      <summary className="cursor-pointer font-medium">
        <Trans>
          Addresses read ({addresses}) and cold-wallet signatures ({signatures})
        </Trans>
      </summary>
      <label className="mt-3 block text-sm">
        <Trans>Search an address</Trans>
        <input
          dir="ltr"
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
            <span className="break-all font-mono text-xs" dir="ltr">
              {row.address}
            </span>
            <span className="tabular-nums">
              {active._(reserveKindNames[row.kind])} · {tokenOn(row.token, networkNames[row.network])} ·{' '}
              <bdi dir="ltr">{formatUsd(row.balance)}</bdi>
            </span>
          </li>
        ))}
      </ul>
      {snapshot.coldWallets.map((wallet) => (
        <div key={`${wallet.network}-${wallet.address}`} className="mt-3 text-xs">
          <p className="font-medium" dir="ltr">
            {wallet.message}
          </p>
          <p className="break-all font-mono text-muted-foreground" dir="ltr">
            {wallet.signature}
          </p>
        </div>
      ))}
    </details>
  );
}

export function VerifyMyBalance({ snapshot }: { snapshot: ProofSnapshot }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const token = useSyncExternalStore(subscribeToken, getToken, () => null);
  const myProof = useMyProof();
  const [verdict, setVerdict] = useState<ProofVerdict | null>(null);
  if (!hydrated || !token) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Sign in to verify that your balance is included.</Trans>
      </p>
    );
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
        <Trans>Verify my balance</Trans>
      </Button>
      {myProof.isError && (
        <Alert tone="danger">{errorMessage(myProof.error, t`Failed to load your proof`)}</Alert>
      )}
      {myProof.data && <Result proof={myProof.data} verdict={verdict} />}
    </div>
  );
}

function Result({ proof, verdict }: { proof: MyProof; verdict: ProofVerdict | null }) {
  if (!proof.included) return <Alert tone="info">{translateServerText(proof.message)}</Alert>;
  if (!verdict) return null;
  const balance = formatUsd(proof.balance);
  const reason = verdict.ok ? '' : verdict.reason;
  const download = URL.createObjectURL(
    new Blob([JSON.stringify(proof, null, 2)], { type: 'application/json' }),
  );
  return (
    <div className="space-y-3">
      <Alert tone={verdict.ok ? 'success' : 'danger'}>
        {verdict.ok ? (
          <Trans>
            Verified in your browser: your balance of <bdi dir="ltr">{balance}</bdi> is included in the
            published root.
          </Trans>
        ) : (
          <Trans>
            Not verified: <bdi dir="ltr">{reason}</bdi>.
          </Trans>
        )}
      </Alert>
      <ol className="space-y-1 font-mono text-xs">
        {verdict.steps.map((step, level) => {
          const hash = <bdi dir="ltr">{step.hash}</bdi>;
          const sum = step.sum.toString();
          return (
            <li key={step.hash} className="break-all">
              {level === 0 ? (
                <Trans>
                  leaf: {hash} (sum {sum})
                </Trans>
              ) : (
                <Trans>
                  level {level}: {hash} (sum {sum})
                </Trans>
              )}
            </li>
          );
        })}
      </ol>
      <a
        className="text-sm text-primary underline"
        href={download}
        download={`nova-proof-${proof.snapshotId}.json`}
      >
        <Trans>Download the proof as JSON</Trans>
      </a>
    </div>
  );
}

/** "USDT on Polygon": a token on a network, as the reserve rows name it. */
function tokenOn(token: string, network: string): string {
  return i18n._(msg`${token} on ${network}`);
}
