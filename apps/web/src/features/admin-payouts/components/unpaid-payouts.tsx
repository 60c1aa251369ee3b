import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type Network, networks, type TokenSymbol, tokenSymbols } from '@nova/contracts';
import { Layers } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatUsd } from '@/lib/format.ts';
import { notify } from '@/lib/toast.ts';
import { useCreateWithdrawalBatch } from '../api/create-withdrawal-batch.ts';
import { useUnpaidPayouts } from '../api/get-unpaid-payouts.ts';

/**
 * What is approved and not yet paid, per network and token (what the payout wallet must hold),
 * each with 'Batch all approved'.
 */
export function UnpaidPayouts({ onCreated }: { onCreated: (batchId: string) => void }) {
  const { t } = useLingui();
  const unpaid = useUnpaidPayouts();
  const create = useCreateWithdrawalBatch();
  const rows = networks.flatMap((network) =>
    tokenSymbols.map((token) => {
      const row = unpaid.data?.data.find((entry) => entry.network === network && entry.token === token);
      return { network, token, count: row?.count ?? 0, netAmount: row?.netAmount ?? '0.00' };
    }),
  );
  const batchAll = async (network: Network, token: TokenSymbol) => {
    try {
      const { batch } = await create.mutateAsync({ network, token, allApproved: true });
      const count = batch.count;
      notify.success(
        t({ message: plural(count, { one: 'Batch of # created', other: 'Batch of # created' }) }),
      );
      onCreated(batch.id);
    } catch (error) {
      notify.error(errorMessage(error, t`The batch could not be created`));
    }
  };
  return (
    <section aria-labelledby="unpaid-heading" className="space-y-2">
      <h2 id="unpaid-heading" className="text-sm font-semibold">
        <Trans>Approved, not yet paid</Trans>
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {rows.map(({ network, token, count, netAmount }) => (
          <li key={`${network}-${token}`} className="min-w-0">
            <Card>
              <CardContent className="space-y-2">
                <p className="text-xs text-muted-foreground">
                  {network} · {token}
                </p>
                <p className="text-lg font-semibold tabular-nums">{formatUsd(netAmount)}</p>
                <p className="text-xs text-muted-foreground">
                  <Plural value={count} one="# approved" other="# approved" />
                </p>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={count === 0 || create.isPending}
                  onClick={() => batchAll(network, token)}
                  aria-label={t`Batch all approved ${token} on ${network}`}
                >
                  <Layers /> <Trans>Batch all approved</Trans>
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
