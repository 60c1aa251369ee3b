import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminUser } from '@nova/contracts';
import { BadgeCheck, ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { OperatorText } from '@/components/operator-text.tsx';
import { PersonName } from '@/components/person-name.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDate, formatUsd } from '@/lib/format.ts';
import { notify } from '@/lib/toast.ts';
import { useToggleUserStatus } from '../api/toggle-user-status.ts';
import { UserDetails } from './user-details.tsx';
import { type UserDialogKind, userLabel } from './user-dialogs.tsx';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-medium">{children}</dd>
    </div>
  );
}

function Verified({ value, verified }: { value: string | null; verified: boolean }) {
  const { t } = useLingui();
  if (!value) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="inline-flex max-w-full items-center gap-1">
      <span className="truncate" dir="ltr">
        {value}
      </span>
      {verified && <BadgeCheck className="size-4 shrink-0 text-success" aria-label={t`verified`} />}
    </span>
  );
}

/** One member in the Users list: the member's fields, the status switch and the four dialogs. */
export function UserCard({ user, onOpen }: { user: AdminUser; onOpen: (kind: UserDialogKind) => void }) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const toggle = useToggleUserStatus();
  const changeStatus = () =>
    toggle.mutate(user.id, {
      onSuccess: () => notify.success(t`User status updated successfully!`),
      onError: (error) => notify.error(errorMessage(error, t`Failed to update user status`)),
    });
  const money = user.financialData;
  return (
    <Card aria-label={userLabel(user)}>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 truncate text-base font-semibold">
            <PersonName>{userLabel(user)}</PersonName>
          </h3>
          <Badge tone={user.isActive ? 'success' : 'danger'}>
            {user.isActive ? <Trans>Active</Trans> : <Trans>Suspended</Trans>}
          </Badge>
          {user.isAdmin && (
            <Badge tone="info">
              <Trans>Admin</Trans>
            </Badge>
          )}
          <span className="ms-auto text-lg font-semibold tabular-nums">{formatUsd(user.wallet.balance)}</span>
        </div>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t`Email`}>
            <Verified value={user.email} verified={user.isEmailVerified} />
          </Field>
          <Field label={t`Phone`}>
            <Verified value={user.phone} verified={user.isPhoneVerified} />
          </Field>
          <Field label={t`Referral code`}>{user.referralCode}</Field>
          <Field label={t`Joined`}>{formatDate(user.createdAt)}</Field>
          <Field label={t`First task`}>
            {money.firstDailyTaskDate ? formatDate(money.firstDailyTaskDate) : t`Never`}
          </Field>
          <Field label={t`Deposits`}>{formatUsd(money.totalDeposits)}</Field>
          <Field label={t`Earnings`}>{formatUsd(money.totalDailyEarnings)}</Field>
          <Field label={t`VIP level`}>
            {user.userVip ? <OperatorText>{user.userVip.vipLevel.name}</OperatorText> : t`None`}
          </Field>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={user.isActive ? 'danger' : 'primary'}
            onClick={changeStatus}
            disabled={toggle.isPending}
          >
            {user.isActive ? <Trans>Suspend</Trans> : <Trans>Activate</Trans>}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
          >
            {expanded ? <ChevronUp /> : <ChevronDown />} <Trans>Details</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => onOpen('deposits')}>
            <Trans>Deposits</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => onOpen('withdrawals')}>
            <Trans>Withdrawals</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => onOpen('referrals')}>
            <Trans>Referrals</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => onOpen('earnings')}>
            <Trans>Earnings</Trans>
          </Button>
        </div>
        {expanded && <UserDetails user={user} />}
      </CardContent>
    </Card>
  );
}
