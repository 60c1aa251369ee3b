import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state.tsx';
import { useLatestProof } from '@/features/transparency/api/get-latest-proof.ts';
import { VerifyMyBalance } from '@/features/transparency/components/proof-section.tsx';

/**
 * /transparency/verify: a member checks, in the browser, that their balance is a leaf of the latest
 * published liabilities root (docs/proof-of-reserves.md).
 */
export function TransparencyVerifyRoute() {
  const { t } = useLingui();
  const latest = useLatestProof();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="flex items-center gap-2 text-2xl font-semibold">
        <ShieldCheck className="size-6 text-primary" aria-hidden /> <Trans>Verify my balance</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>
          Your browser recomputes the path from your leaf to the published root with WebCrypto, step by step.
          Nothing here asks you to trust Nova: the root is the one published on the{' '}
          <Link to="/transparency" className="text-primary underline underline-offset-4">
            transparency page
          </Link>
          , and the proof can be downloaded and checked again with any SHA-256 tool.
        </Trans>
      </p>
      <QueryState query={latest} errorFallback={t`Failed to load the proof of reserves`}>
        {(snapshot) =>
          snapshot ? (
            <VerifyMyBalance snapshot={snapshot} />
          ) : (
            <p className="text-muted-foreground">
              <Trans>No proof-of-reserves snapshot has been published yet.</Trans>
            </p>
          )
        }
      </QueryState>
    </div>
  );
}
