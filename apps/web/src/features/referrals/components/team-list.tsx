import { Trans, useLingui } from '@lingui/react/macro';
import type { ReferralEntry } from '@nova/contracts';
import { Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { OperatorText } from '@/components/operator-text.tsx';
import { PersonName } from '@/components/person-name.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { formatDate, formatUsd } from '@/lib/format.ts';

type Tab = 'direct' | 'indirect';

/** The invited friends, direct and indirect, as the server masks them (rule 5). */
export function TeamList({ direct, indirect }: { direct: ReferralEntry[]; indirect: ReferralEntry[] }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('direct');
  const shown = tab === 'direct' ? direct : indirect;
  const directCount = direct.length;
  const indirectCount = indirect.length;
  return (
    <Card aria-labelledby="team-heading">
      <CardHeader className="space-y-3">
        <CardTitle id="team-heading">
          <Trans>Invited friends</Trans>
        </CardTitle>
        <ChoiceGroup
          legend={t`Which friends`}
          name="team-tab"
          value={tab}
          onChange={setTab}
          options={[
            { value: 'direct', label: t`Direct (${directCount})` },
            { value: 'indirect', label: t`Indirect (${indirectCount})` },
          ]}
        />
      </CardHeader>
      <CardContent>
        {direct.length + indirect.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center">
            <Users className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">
              <Trans>No Friends Invited Yet</Trans>
            </p>
            <p className="text-sm text-muted-foreground">
              <Trans>Share your link: friends who join appear here.</Trans>
            </p>
          </div>
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {tab === 'direct' ? (
              <Trans>No direct referrals yet</Trans>
            ) : (
              <Trans>No indirect referrals yet</Trans>
            )}
          </p>
        ) : (
          <ul
            className="divide-y divide-border"
            aria-label={tab === 'direct' ? t`Direct referrals` : t`Indirect referrals`}
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
  const { t } = useLingui();
  const name = entry.fullName ?? entry.email ?? entry.phone ?? t`Nova member`;
  const level = entry.level;
  const contact = [entry.email, entry.phone].filter((value) => value && value !== name).join(' · ');
  const vip = entry.userVip;
  return (
    <li className="space-y-2 py-3 text-sm">
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <PersonName>{name}</PersonName>
          <Badge tone="info">
            <Trans>Level {level}</Trans>
          </Badge>
        </p>
        {contact && (
          <p className="text-xs text-muted-foreground break-all">
            <bdi dir="ltr">{contact}</bdi>
          </p>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-xs sm:grid-cols-5">
        <Figure label={t`Joined`} value={formatDate(entry.createdAt)} />
        <Figure
          label={t`VIP level`}
          value={
            vip ? (
              <Badge tone={vip.isActive ? 'success' : 'neutral'}>
                <OperatorText>{vip.vipLevel.name}</OperatorText>
              </Badge>
            ) : (
              <Badge>
                <Trans>No VIP</Trans>
              </Badge>
            )
          }
        />
        <Figure
          label={t`Daily earning`}
          value={vip ? <PerDay amount={formatUsd(vip.vipLevel.dailyEarning)} /> : t`None`}
        />
        <Figure label={t`Total deposits`} value={formatUsd(entry.wallet.totalDeposits)} />
        <Figure
          label={t`Your bonus`}
          value={<span className="text-success">{formatUsd(entry.referralBonusFromUser)}</span>}
        />
      </dl>
    </li>
  );
}

function PerDay({ amount }: { amount: string }) {
  return <Trans>{amount} a day</Trans>;
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-medium tabular-nums">{value}</dd>
    </div>
  );
}
