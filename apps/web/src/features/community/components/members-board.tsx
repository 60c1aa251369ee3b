import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberBoardSort, PublicMember } from '@nova/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Users } from 'lucide-react';
import { useState } from 'react';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { OperatorText } from '@/components/operator-text.tsx';
import { PersonName } from '@/components/person-name.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Select } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatUsdFixed } from '@/lib/format.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { type BoardOrder, usePublicMembers } from '../api/get-public-members.ts';
import { useAutoScroll } from '../hooks/use-auto-scroll.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { MemberBadge } from './member-badge.tsx';

/** Rows in view at once; the board scrolls only when there are more. */
const VISIBLE_ROWS = 5;
const ROW_PX = 64;

/**
 * The live members board (rule 35): members who chose to be shown, masked by the server.
 * It moves one row every 3 s and loops, pauses while the pointer or focus is on it, and stands
 * still (scrollable by hand) when the system asks for reduced motion.
 */
export function MembersBoard() {
  const [sortBy, setSortBy] = useState<MemberBoardSort>('totalEarnings');
  const [order, setOrder] = useState<BoardOrder>('desc');
  const queryClient = useQueryClient();
  // The answer that could not be drawn is dropped, so trying again asks the server anew.
  const tryAgain = (reset: () => void) =>
    queryClient.resetQueries({ queryKey: queryKeys.members.public(sortBy, order) }).finally(reset);
  return (
    <Card aria-labelledby="members-board-heading">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle id="members-board-heading" className="flex items-center gap-2">
            <Users className="size-4 text-primary" aria-hidden /> <Trans>Members board</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Members who chose to be shown here.</Trans>
          </CardDescription>
        </div>
        <BoardSortControls sortBy={sortBy} order={order} onSortBy={setSortBy} onOrder={setOrder} />
      </CardHeader>
      <CardContent>
        {/* A row the board cannot draw fails the board alone; the dashboard around it goes on. */}
        <ErrorBoundary
          fallback={(reset) => (
            <Alert tone="danger" role="alert">
              <p>
                <Trans>Something went wrong with the member list.</Trans>
              </p>
              <Button variant="outline" size="sm" onClick={() => tryAgain(reset)}>
                <Trans>Try Again</Trans>
              </Button>
            </Alert>
          )}
        >
          <BoardContent sortBy={sortBy} order={order} />
        </ErrorBoundary>
      </CardContent>
    </Card>
  );
}

const sortChoices: { value: MemberBoardSort; label: MessageDescriptor }[] = [
  { value: 'totalEarnings', label: msg`Total earnings` },
  { value: 'todayEarnings', label: msg`Today's earnings` },
  { value: 'referralCount', label: msg`Referrals` },
  { value: 'joinedAt', label: msg`Joined` },
];

function BoardSortControls(props: {
  sortBy: MemberBoardSort;
  order: BoardOrder;
  onSortBy: (sortBy: MemberBoardSort) => void;
  onOrder: (order: BoardOrder) => void;
}) {
  const { t, i18n } = useLingui();
  const descending = props.order === 'desc';
  return (
    <div className="flex items-center gap-2">
      <label className="sr-only" htmlFor="members-board-sort">
        <Trans>Sort members by</Trans>
      </label>
      <Select
        id="members-board-sort"
        value={props.sortBy}
        onChange={(event) => props.onSortBy(event.target.value as MemberBoardSort)}
        className="h-9 w-auto"
      >
        {sortChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {i18n._(choice.label)}
          </option>
        ))}
      </Select>
      <Button
        variant="outline"
        size="sm"
        aria-label={descending ? t`Highest first; show lowest first` : t`Lowest first; show highest first`}
        onClick={() => props.onOrder(descending ? 'asc' : 'desc')}
      >
        {descending ? (
          <ArrowDownWideNarrow className="size-4" aria-hidden />
        ) : (
          <ArrowUpNarrowWide className="size-4" aria-hidden />
        )}
      </Button>
    </div>
  );
}

function BoardContent({ sortBy, order }: { sortBy: MemberBoardSort; order: BoardOrder }) {
  const { t } = useLingui();
  const board = usePublicMembers(sortBy, order);
  return (
    <QueryState
      query={board}
      errorTitle={t`Failed to load members. Please try again later.`}
      loading={<Skeleton className="h-40 w-full" />}
      isEmpty={({ members }) => members.length === 0}
      empty={t`No members found`}
    >
      {({ members }) => <BoardRows members={members} />}
    </QueryState>
  );
}

/** The rows, moving as the board describes above; a second copy makes the loop seamless. */
function BoardRows({ members }: { members: PublicMember[] }) {
  const { t } = useLingui();
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const scrolls = members.length > VISIBLE_ROWS && !reducedMotion;
  const { offset, animate } = useAutoScroll(members.length, scrolls && !paused);
  return (
    // Hovering only pauses the motion; the list is read the same without it.
    <section
      data-testid="members-board"
      aria-label={t`Members on the board`}
      data-offset={offset}
      className={cn('relative', scrolls && 'overflow-hidden')}
      style={scrolls ? { height: VISIBLE_ROWS * ROW_PX } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <ul
        className={cn(animate && 'transition-transform duration-500 ease-out')}
        style={scrolls ? { transform: `translateY(-${offset * ROW_PX}px)` } : undefined}
      >
        {rowKeys(members).map(([key, member]) => (
          <MemberRow key={key} member={member} />
        ))}
        {scrolls &&
          rowKeys(members).map(([key, member]) => <MemberRow key={`copy-${key}`} member={member} copy />)}
      </ul>
    </section>
  );
}

/** Rows carry no id (rule 5), so a key is made of what is shown, numbered where it repeats. */
function rowKeys(members: PublicMember[]): [string, PublicMember][] {
  const seen = new Map<string, number>();
  return members.map((member) => {
    const base = [member.joinedAt, member.fullName, member.email, member.phone].join('|');
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return [`${base}#${n}`, member];
  });
}

function MemberRow({ member, copy = false }: { member: PublicMember; copy?: boolean }) {
  const { t } = useLingui();
  const name = member.fullName ?? member.email ?? member.phone ?? t`Nova member`;
  const contact = member.fullName ? (member.email ?? member.phone) : null;
  const level = member.vipLevel ? <OperatorText>{member.vipLevel}</OperatorText> : t`No VIP yet`;
  const referralCount = member.referralCount;
  const referrals = plural(referralCount, { one: '# referral', other: '# referrals' });
  const joined = formatDate(member.joinedAt);
  const today = formatUsdFixed(member.todayEarnings, 2);
  return (
    <li
      aria-hidden={copy || undefined}
      className="flex items-center gap-3 border-b border-border last:border-b-0"
      style={{ height: ROW_PX }}
    >
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary"
        aria-hidden
      >
        {name.slice(0, 1).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex min-w-0 items-center gap-1.5 text-sm font-medium">
          <span className="truncate">
            <PersonName>{name}</PersonName>
          </span>
          {member.badge && <MemberBadge badge={member.badge} />}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          <Trans>
            {level} · {referrals} · joined {joined}
          </Trans>
          {contact && (
            <>
              {' · '}
              <bdi dir="ltr">{contact}</bdi>
            </>
          )}
        </p>
      </div>
      <div className="shrink-0 text-end">
        <p className="text-sm font-semibold tabular-nums">{formatUsdFixed(member.totalEarnings, 2)}</p>
        <p className="text-xs tabular-nums text-muted-foreground">
          <Trans>
            <bdi dir="ltr">+{today}</bdi> today
          </Trans>
        </p>
      </div>
    </li>
  );
}
