import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@nova/contracts';
import { Check, Copy, History, KeyRound, LogOut, Pencil, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatDate, formatDateTime, formatUsd } from '@/lib/format.ts';
import { useCopy } from '@/lib/use-copy.ts';

interface ProfileInfoProps {
  user: User;
  balance: string | undefined;
  onEdit: () => void;
  onChangePassword: () => void;
  onWithdrawalHistory: () => void;
  onLogout: () => void;
}

/** Profile information, account statistics and the account's actions. */
export function ProfileInfo({ user, balance, ...actions }: ProfileInfoProps) {
  const { t } = useLingui();
  const { copied, copy } = useCopy(t`Failed to copy the referral code`);
  const notSet = <Missing>{t`Not set`}</Missing>;
  const memberSince = formatDate(user.createdAt);
  const locked = user.withdrawalsLockedUntil && new Date(user.withdrawalsLockedUntil) > new Date();
  const lockedUntil = user.withdrawalsLockedUntil ? formatDateTime(user.withdrawalsLockedUntil) : '';
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card aria-labelledby="profile-info-heading">
        <CardHeader className="flex flex-row items-center justify-between gap-3">
          <CardTitle id="profile-info-heading">
            <Trans>Profile information</Trans>
          </CardTitle>
          <Button size="sm" variant="outline" onClick={actions.onEdit}>
            <Pencil /> <Trans>Edit profile</Trans>
          </Button>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <Item label={t`Full name`}>{user.fullName ?? notSet}</Item>
            <Item label={t`Email`}>
              {user.email ? (
                <span className="flex flex-wrap items-center gap-2">
                  <bdi dir="ltr" className="break-all">
                    {user.email}
                  </bdi>
                  {user.isEmailVerified ? (
                    <Badge tone="success">
                      <Trans>Verified</Trans>
                    </Badge>
                  ) : (
                    <Link to="/verify-email" className="text-xs font-medium text-primary underline">
                      <Trans>Not verified — verify now</Trans>
                    </Link>
                  )}
                </span>
              ) : (
                <Missing>
                  <Trans>No email yet — add one to use your wallet</Trans>
                </Missing>
              )}
            </Item>
            <Item label={t`Phone`}>{user.phone ? <bdi dir="ltr">{user.phone}</bdi> : notSet}</Item>
            <Item label={t`Referral code`}>
              <span className="flex items-center gap-2">
                <span className="font-mono font-semibold">{user.referralCode}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => copy(user.referralCode)}
                  aria-label={t`Copy referral code`}
                >
                  {copied ? <Check /> : <Copy />}
                  {copied ? t`Copied` : t`Copy`}
                </Button>
              </span>
            </Item>
            <Item label={t`Member since`}>{memberSince}</Item>
            <Item label={t`Members board`}>
              {user.showOnLeaderboard ? t`Shown (masked name)` : t`Not shown`}
            </Item>
          </dl>
        </CardContent>
      </Card>
      <Card aria-labelledby="account-stats-heading">
        <CardHeader>
          <CardTitle id="account-stats-heading">
            <Trans>Account statistics</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <dl className="space-y-3 text-sm">
            <Item label={t`Current balance`}>
              <span className="text-lg font-semibold tabular-nums">
                {balance === undefined ? '—' : formatUsd(balance)}
              </span>
            </Item>
            <Item label={t`Member since`}>{memberSince}</Item>
            {locked && user.withdrawalsLockedUntil && (
              <Item label={t`Withdrawals`}>
                <Trans>Locked until {lockedUntil} after a security change</Trans>
              </Item>
            )}
          </dl>
          <div className="grid gap-2">
            <Button variant="outline" onClick={actions.onChangePassword}>
              <KeyRound /> <Trans>Change Password</Trans>
            </Button>
            <Button variant="outline" onClick={actions.onWithdrawalHistory}>
              <History /> <Trans>Withdrawal History</Trans>
            </Button>
            {user.isAdmin && (
              <Button asChild variant="outline">
                <Link to="/admin">
                  <ShieldCheck /> <Trans>Admin Panel</Trans>
                </Link>
              </Button>
            )}
            <Button variant="danger" onClick={actions.onLogout}>
              <LogOut /> <Trans>Logout</Trans>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Missing({ children }: { children: ReactNode }) {
  return <span className="text-muted-foreground">{children}</span>;
}
