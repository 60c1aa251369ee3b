import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReferralTreeNode } from '@nova/contracts';
import { useId, useState } from 'react';
import { PersonName } from '@/components/person-name.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Select } from '@/components/ui/input.tsx';
import { formatDate, formatUsd } from '@/lib/format.ts';
import { useReferralTree } from '../api/get-referral-tree.ts';
import type { MemberDialogProps } from './user-deposits-dialog.tsx';
import { vipLevelLabel } from './vip-level-label.tsx';

const depths = [1, 2, 3, 4, 5];

function contact(node: { fullName: string | null; email: string | null; phone: string | null }): string {
  return node.fullName ?? node.email ?? node.phone ?? i18n._(msg`Member`);
}

function TreeNode({ node }: { node: ReferralTreeNode }) {
  const { t } = useLingui();
  const bonuses = node.referralBonusesReceived;
  const { level, referralCode: code } = node;
  const joined = formatDate(node.createdAt);
  const deposits = formatUsd(node.totalDeposits);
  const earnings = formatUsd(node.totalEarnings);
  const vip = node.userVip ? vipLevelLabel(node.userVip) : t`none`;
  const bonusTotal = formatUsd(bonuses.total);
  const bonusCount = bonuses.count;
  return (
    <li className="space-y-2">
      <div className="rounded-lg border border-border bg-surface p-3 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 truncate font-semibold">
            <PersonName>{contact(node)}</PersonName>
          </span>
          {node.isRoot ? (
            <Badge tone="info">
              <Trans>ROOT</Trans>
            </Badge>
          ) : (
            <Badge tone="neutral">
              <Trans>Level {level}</Trans>
            </Badge>
          )}
          <Badge tone={node.isActive ? 'success' : 'danger'}>
            {node.isActive ? <Trans>Active</Trans> : <Trans>Suspended</Trans>}
          </Badge>
          <span className="ms-auto font-semibold tabular-nums">{formatUsd(node.balance)}</span>
        </div>
        <p className="truncate text-muted-foreground">
          <bdi dir="ltr">{node.email ?? '—'}</bdi> · <bdi dir="ltr">{node.phone ?? '—'}</bdi> ·{' '}
          <bdi dir="ltr">{code}</bdi> · <Trans>joined {joined}</Trans>
        </p>
        <p>
          <Trans>
            Deposits {deposits} · Earnings {earnings} · VIP {vip}
          </Trans>
        </p>
        <p>
          <Trans>
            Referral bonuses received: {bonusTotal} ({bonusCount})
          </Trans>
        </p>
        {bonuses.latest.length > 0 && (
          <ul className="mt-1 space-y-0.5 text-xs text-muted-foreground">
            {bonuses.latest.map((bonus) => {
              const amount = formatUsd(bonus.bonusAmount);
              const from = bonus.from
                ? (bonus.from.email ?? bonus.from.phone ?? contact(bonus.from))
                : t`a member`;
              const date = formatDate(bonus.createdAt);
              return (
                <li key={`${bonus.createdAt}-${bonus.bonusAmount}-${bonus.from?.id ?? ''}`}>
                  <Trans>
                    {amount} from <bdi>{from}</bdi> on {date}
                  </Trans>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {node.referrals.length > 0 && (
        <ul className="ms-3 space-y-2 border-s border-border ps-3 sm:ms-5 sm:ps-4">
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
  const { t } = useLingui();
  const id = useId();
  const [depth, setDepth] = useState(initialDepth);
  const query = useReferralTree(userId, depth);
  const descendants = query.data?.totalDescendants ?? 0;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-depth`} className="text-sm font-medium">
          <Trans>Depth</Trans>
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
          <span className="text-sm text-muted-foreground">
            <Plural value={descendants} one="# referral" other="# referrals" />
          </span>
        )}
      </div>
      <QueryState query={query} labelError errorTitle={t`Failed to load referral tree`}>
        {(data) => (
          <ul aria-label={t`Referral tree`}>
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
  const { t } = useLingui();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Referrals of ${name}`} size="xl">
      <ReferralTree userId={userId} />
    </Dialog>
  );
}
