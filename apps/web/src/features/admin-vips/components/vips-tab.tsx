import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminVipLevel } from '@nova/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { OperatorText } from '@/components/operator-text.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatUsd } from '@/lib/format.ts';
import { notify } from '@/lib/toast.ts';
import { useAdminVipLevels, useDeleteVipLevel } from '../api/vip-levels.ts';
import { RewardsPoolPanel } from './rewards-pool-panel.tsx';
import { VipLevelForm } from './vip-level-form.tsx';

/** The admin VIPs tab: the rewards pool, the level table, and the form. */
export default function VipsTab() {
  const { t } = useLingui();
  const levels = useAdminVipLevels();
  const remove = useDeleteVipLevel();
  const [editing, setEditing] = useState<AdminVipLevel | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminVipLevel | null>(null);

  const deletingName = deleting?.name ?? '';
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => notify.error(errorMessage(error, t`Delete failed`)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="space-y-6">
      <RewardsPoolPanel />
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-3">
          <CardTitle>
            <Trans>VIP levels</Trans>
          </CardTitle>
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus /> <Trans>New level</Trans>
          </Button>
        </CardHeader>
        <CardContent>
          {editing && (
            <div className="mb-6 rounded-lg border border-border p-4">
              <h3 className="mb-4 font-semibold">
                {editing === 'new' ? <Trans>New VIP level</Trans> : <Trans>Edit {editing.name}</Trans>}
              </h3>
              <VipLevelForm level={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
            </div>
          )}
          <QueryState
            query={levels}
            errorFallback={t`Failed to load VIP levels`}
            loading={<Skeleton className="h-48 w-full" />}
          >
            {(data) => <LevelTable levels={data} onEdit={setEditing} onDelete={setDeleting} />}
          </QueryState>
        </CardContent>
      </Card>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete ${deletingName}?`}
        description={
          deleting && deleting.holdersCount > 0
            ? plural(deleting.holdersCount, {
                one: '# member holds this level, so it cannot be deleted. Deactivate it instead.',
                other: '# members hold this level, so it cannot be deleted. Deactivate it instead.',
              })
            : t`The level is removed for good. Members can no longer see it.`
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
              <Trans>Delete</Trans>
            </Button>
          </>
        }
      />
    </div>
  );
}

interface LevelTableProps {
  levels: AdminVipLevel[];
  onEdit: (level: AdminVipLevel) => void;
  onDelete: (level: AdminVipLevel) => void;
}

function LevelTable({ levels, onEdit, onDelete }: LevelTableProps) {
  const { t } = useLingui();
  if (levels.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No VIP levels yet.</Trans>
      </p>
    );
  // `relative`: the header's screen-reader-only label is positioned absolutely, and would otherwise
  // escape this scroll area and widen the whole page on a phone.
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-start text-sm">
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b border-border">
            <th className="py-2 pe-4 font-medium">
              <Trans>Name</Trans>
            </th>
            <th className="py-2 pe-4 font-medium">
              <Trans>Amount</Trans>
            </th>
            <th className="py-2 pe-4 font-medium">
              <Trans>Daily</Trans>
            </th>
            <th className="py-2 pe-4 font-medium">
              <Trans>Members</Trans>
            </th>
            <th className="py-2 pe-4 font-medium">
              <Trans>Active</Trans>
            </th>
            <th className="py-2 font-medium">
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <tr key={level.id} className="border-b border-border last:border-0">
              <td className="py-2 pe-4 font-medium">
                <OperatorText>{level.name}</OperatorText>
              </td>
              <td className="py-2 pe-4 tabular-nums">{formatUsd(level.amount)}</td>
              <td className="py-2 pe-4 tabular-nums">{formatUsd(level.dailyEarning)}</td>
              <td className="py-2 pe-4 tabular-nums">{level.holdersCount}</td>
              <td className="py-2 pe-4">{level.isActive ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
              <td className="py-2 text-end whitespace-nowrap">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onEdit(level)}
                  aria-label={t`Edit ${level.name}`}
                >
                  <Pencil />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onDelete(level)}
                  aria-label={t`Delete ${level.name}`}
                >
                  <Trash2 />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
