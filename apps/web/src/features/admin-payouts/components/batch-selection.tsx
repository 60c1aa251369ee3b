import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminWithdrawal } from '@nova/contracts';
import { Layers } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useCreateWithdrawalBatch } from '../api/create-withdrawal-batch.ts';
import { useOpenBatchItems } from '../api/get-open-batch-items.ts';

/**
 * Choosing approved withdrawals for a batch from the Withdrawals tab: each approved one not yet in
 * an open batch gets a checkbox, the ones in a batch say so, and the bar makes the batch.
 */
type Chosen = Pick<AdminWithdrawal, 'id' | 'network' | 'currency'>;

export function useBatchSelection() {
  const [chosen, setChosen] = useState<Map<string, Chosen>>(new Map());
  const openItems = useOpenBatchItems();
  const toggle = (withdrawal: Chosen) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(withdrawal.id)) next.delete(withdrawal.id);
      else next.set(withdrawal.id, withdrawal);
      return next;
    });
  return {
    chosen,
    toggle,
    clear: () => setChosen(new Map()),
    inBatch: openItems.data ?? new Map<string, string>(),
  };
}

export type BatchSelection = ReturnType<typeof useBatchSelection>;

export function BatchMarker({
  withdrawal,
  selection,
}: {
  withdrawal: AdminWithdrawal;
  selection: BatchSelection;
}) {
  if (withdrawal.status !== 'APPROVED') return null;
  if (selection.inBatch.has(withdrawal.id))
    return (
      <Badge tone="info">
        <Trans>In a batch</Trans>
      </Badge>
    );
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={selection.chosen.has(withdrawal.id)}
        onChange={() => selection.toggle(withdrawal)}
      />
      <Trans>Select for a batch</Trans>
    </label>
  );
}

export function BatchSelectionBar({ selection }: { selection: BatchSelection }) {
  const { t } = useLingui();
  const create = useCreateWithdrawalBatch();
  const chosen = [...selection.chosen.values()];
  if (chosen.length === 0) return null;
  const selected = chosen.length;
  const kinds = new Set(chosen.map((withdrawal) => `${withdrawal.network}|${withdrawal.currency}`));
  const first = chosen[0] as Chosen;
  const { currency, network } = first;
  const submit = async () => {
    try {
      const { batch } = await create.mutateAsync({
        network: first.network,
        token: first.currency,
        withdrawalIds: chosen.map((withdrawal) => withdrawal.id),
      });
      const count = batch.count;
      notify.success(
        t({
          message: plural(count, {
            one: 'Batch of # created; open it in the Batches tab',
            other: 'Batch of # created; open it in the Batches tab',
          }),
        }),
      );
      selection.clear();
    } catch (error) {
      notify.error(errorMessage(error, t`The batch could not be created`));
    }
  };
  return (
    <div className="sticky top-2 z-10 flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-3 shadow-sm">
      <span className="text-sm font-medium">
        <Trans>{selected} selected</Trans>
      </span>
      {kinds.size > 1 ? (
        <span className="text-sm text-danger">
          <Trans>A batch holds one network and token only</Trans>
        </span>
      ) : (
        <Button size="sm" onClick={submit} disabled={create.isPending}>
          <Layers />{' '}
          <Trans>
            Create batch ({currency} on {network})
          </Trans>
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={selection.clear}>
        <Trans>Clear</Trans>
      </Button>
    </div>
  );
}
