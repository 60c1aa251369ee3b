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
  const { copied, copy } = useCopy('Failed to copy the referral code');
  const locked = user.withdrawalsLockedUntil && new Date(user.withdrawalsLockedUntil) > new Date();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card aria-labelledby="profile-info-heading">
        <CardHeader className="flex flex-row items-center justify-between gap-3">
          <CardTitle id="profile-info-heading">Profile information</CardTitle>
          <Button size="sm" variant="outline" onClick={actions.onEdit}>
            <Pencil /> Edit profile
          </Button>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <Item label="Full name">{user.fullName ?? <Missing>Not set</Missing>}</Item>
            <Item label="Email">
              {user.email ? (
                <span className="flex flex-wrap items-center gap-2">
                  <span className="break-all">{user.email}</span>
                  {user.isEmailVerified ? (
                    <Badge tone="success">Verified</Badge>
                  ) : (
                    <Link to="/verify-email" className="text-xs font-medium text-primary underline">
                      Not verified — verify now
                    </Link>
                  )}
                </span>
              ) : (
                <Missing>No email yet — add one to use your wallet</Missing>
              )}
            </Item>
            <Item label="Phone">{user.phone ?? <Missing>Not set</Missing>}</Item>
            <Item label="Referral code">
              <span className="flex items-center gap-2">
                <span className="font-mono font-semibold">{user.referralCode}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => copy(user.referralCode)}
                  aria-label="Copy referral code"
                >
                  {copied ? <Check /> : <Copy />}
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              </span>
            </Item>
            <Item label="Member since">{formatDate(user.createdAt)}</Item>
            <Item label="Members board">{user.showOnLeaderboard ? 'Shown (masked name)' : 'Not shown'}</Item>
          </dl>
        </CardContent>
      </Card>
      <Card aria-labelledby="account-stats-heading">
        <CardHeader>
          <CardTitle id="account-stats-heading">Account statistics</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <dl className="space-y-3 text-sm">
            <Item label="Current balance">
              <span className="text-lg font-semibold tabular-nums">
                {balance === undefined ? '—' : formatUsd(balance)}
              </span>
            </Item>
            <Item label="Member since">{formatDate(user.createdAt)}</Item>
            {locked && user.withdrawalsLockedUntil && (
              <Item label="Withdrawals">
                Locked until {formatDateTime(user.withdrawalsLockedUntil)} after a security change
              </Item>
            )}
          </dl>
          <div className="grid gap-2">
            <Button variant="outline" onClick={actions.onChangePassword}>
              <KeyRound /> Change Password
            </Button>
            <Button variant="outline" onClick={actions.onWithdrawalHistory}>
              <History /> Withdrawal History
            </Button>
            {user.isAdmin && (
              <Button asChild variant="outline">
                <Link to="/admin">
                  <ShieldCheck /> Admin Panel
                </Link>
              </Button>
            )}
            <Button variant="danger" onClick={actions.onLogout}>
              <LogOut /> Logout
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
