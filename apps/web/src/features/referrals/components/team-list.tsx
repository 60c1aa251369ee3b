import type { ReferralEntry } from '@nova/contracts';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { formatDate, formatUsd } from '@/lib/format.ts';

type Tab = 'direct' | 'indirect';

/** The invited friends, direct and indirect, as the server masks them (rule 5). */
export function TeamList({ direct, indirect }: { direct: ReferralEntry[]; indirect: ReferralEntry[] }) {
  const [tab, setTab] = useState<Tab>('direct');
  const shown = tab === 'direct' ? direct : indirect;
  return (
    <Card aria-labelledby="team-heading">
      <CardHeader className="space-y-3">
        <CardTitle id="team-heading">Invited friends</CardTitle>
        <ChoiceGroup
          legend="Which friends"
          name="team-tab"
          value={tab}
          onChange={setTab}
          options={[
            { value: 'direct', label: `Direct (${direct.length})` },
            { value: 'indirect', label: `Indirect (${indirect.length})` },
          ]}
        />
      </CardHeader>
      <CardContent>
        {direct.length + indirect.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center">
            <Users className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">No Friends Invited Yet</p>
            <p className="text-sm text-muted-foreground">Share your link: friends who join appear here.</p>
          </div>
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {tab === 'direct' ? 'No direct referrals yet' : 'No indirect referrals yet'}
          </p>
        ) : (
          <ul
            className="divide-y divide-border"
            aria-label={tab === 'direct' ? 'Direct referrals' : 'Indirect referrals'}
          >
            {shown.map((entry) => (
              <TeamRow key={entry.key} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function TeamRow({ entry }: { entry: ReferralEntry }) {
  const name = entry.fullName ?? entry.email ?? entry.phone ?? 'Nova member';
  const contact = [entry.email, entry.phone].filter((value) => value && value !== name).join(' · ');
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          <Badge tone="info">Level {entry.level}</Badge>
          {entry.userVip ? (
            <Badge tone={entry.userVip.isActive ? 'success' : 'neutral'}>{entry.userVip.vipLevel.name}</Badge>
          ) : (
            <Badge>No VIP</Badge>
          )}
        </p>
        {contact && <p className="text-xs text-muted-foreground">{contact}</p>}
        <p className="text-xs text-muted-foreground">Joined {formatDate(entry.createdAt)}</p>
      </div>
      <div className="sm:text-right">
        <p className="font-semibold tabular-nums text-success">{formatUsd(entry.referralBonusFromUser)}</p>
        <p className="text-xs text-muted-foreground">bonus received</p>
      </div>
    </li>
  );
}
