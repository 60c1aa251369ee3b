import { useLingui } from '@lingui/react/macro';
import { UserCheck, UserPlus, Users, Wallet } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatUsd } from '@/lib/format.ts';
import { useMemberStats } from '../api/get-member-stats.ts';

const count = (value: number) => value.toLocaleString();

/** The current-members counter (rule 35), counted by the server, never a placeholder. */
export function MembersCounter() {
  const { t } = useLingui();
  const { data } = useMemberStats();
  const figures = [
    { label: t`Members`, icon: Users, value: data && count(data.totalMembers) },
    { label: t`With an active VIP level`, icon: UserCheck, value: data && count(data.activeMembers) },
    { label: t`Joined today (UTC)`, icon: UserPlus, value: data && count(data.joinedToday) },
    { label: t`Daily rewards paid`, icon: Wallet, value: data && formatUsd(data.totalEarningsPaid) },
  ];
  return (
    <section aria-label={t`Members counter`} data-testid="members-counter">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(({ label, icon: Icon, value }) => (
          <li
            key={label}
            className="rounded-xl border border-border bg-surface p-4 shadow-[var(--shadow-card)]"
          >
            <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <Icon className="size-3.5 text-primary" aria-hidden /> {label}
            </p>
            <p className="mt-1.5 text-xl font-semibold tabular-nums">
              {value ?? <Skeleton className="h-7 w-16" />}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
