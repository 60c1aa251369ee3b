import type { ReferralTreeNode } from '@nova/contracts';
import { useId, useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Select } from '@/components/ui/input.tsx';
import { formatDate, formatUsd } from '@/lib/format.ts';
import { useReferralTree } from '../api/get-referral-tree.ts';
import type { MemberDialogProps } from './user-deposits-dialog.tsx';

const depths = [1, 2, 3, 4, 5];

function contact(node: { fullName: string | null; email: string | null; phone: string | null }): string {
  return node.fullName ?? node.email ?? node.phone ?? 'Member';
}

function TreeNode({ node }: { node: ReferralTreeNode }) {
  const bonuses = node.referralBonusesReceived;
  return (
    <li className="space-y-2">
      <div className="rounded-lg border border-border bg-surface p-3 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 truncate font-semibold">{contact(node)}</span>
          {node.isRoot ? <Badge tone="info">ROOT</Badge> : <Badge tone="neutral">Level {node.level}</Badge>}
          <Badge tone={node.isActive ? 'success' : 'danger'}>{node.isActive ? 'Active' : 'Suspended'}</Badge>
          <span className="ml-auto font-semibold tabular-nums">{formatUsd(node.balance)}</span>
        </div>
        <p className="truncate text-muted-foreground">
          {node.email ?? '—'} · {node.phone ?? '—'} · {node.referralCode} · joined{' '}
          {formatDate(node.createdAt)}
        </p>
        <p>
          Deposits {formatUsd(node.totalDeposits)} · Earnings {formatUsd(node.totalEarnings)} · VIP{' '}
          {node.userVip ? `${node.userVip.name} (${formatUsd(node.userVip.amount)})` : 'none'}
        </p>
        <p>
          Referral bonuses received: {formatUsd(bonuses.total)} ({bonuses.count})
        </p>
        {bonuses.latest.length > 0 && (
          <ul className="mt-1 space-y-0.5 text-xs text-muted-foreground">
            {bonuses.latest.map((bonus) => (
              <li key={`${bonus.createdAt}-${bonus.bonusAmount}-${bonus.from?.id ?? ''}`}>
                {formatUsd(bonus.bonusAmount)} from{' '}
                {bonus.from ? (bonus.from.email ?? bonus.from.phone ?? contact(bonus.from)) : 'a member'} on{' '}
                {formatDate(bonus.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </div>
      {node.referrals.length > 0 && (
        <ul className="ml-3 space-y-2 border-l border-border pl-3 sm:ml-5 sm:pl-4">
          {node.referrals.map((child) => (
            <TreeNode key={child.id} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The member's referral tree, as deep as chosen (1 to 5, default 3). */
export function ReferralTree({ userId, initialDepth = 3 }: { userId: string; initialDepth?: number }) {
  const id = useId();
  const [depth, setDepth] = useState(initialDepth);
  const query = useReferralTree(userId, depth);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-depth`} className="text-sm font-medium">
          Depth
        </label>
        <Select
          id={`${id}-depth`}
          className="w-24"
          value={depth}
          onChange={(event) => setDepth(Number(event.target.value))}
        >
          {depths.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
        {query.data && (
          <span className="text-sm text-muted-foreground">{query.data.totalDescendants} referrals</span>
        )}
      </div>
      <QueryState query={query} labelError errorTitle="Failed to load referral tree">
        {(data) => (
          <ul aria-label="Referral tree">
            {data.data.map((root) => (
              <TreeNode key={root.id} node={root} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

export function ReferralTreeDialog({ userId, name, onClose }: MemberDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Referrals of ${name}`} size="xl">
      <ReferralTree userId={userId} />
    </Dialog>
  );
}
