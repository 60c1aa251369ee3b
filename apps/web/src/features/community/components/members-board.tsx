import type { PublicMember } from '@nova/contracts';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatUsdFixed } from '@/lib/format.ts';
import { usePublicMembers } from '../api/get-public-members.ts';
import { useAutoScroll } from '../hooks/use-auto-scroll.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';

/** Rows in view at once; the board scrolls only when there are more. */
const VISIBLE_ROWS = 5;
const ROW_PX = 64;

/**
 * The live members board (rule 35): members who chose to be shown, masked by the server.
 * It moves one row every 3 s and loops, pauses while the pointer or focus is on it, and stands
 * still (scrollable by hand) when the system asks for reduced motion.
 */
export function MembersBoard() {
  const board = usePublicMembers();
  return (
    <Card aria-labelledby="members-board-heading">
      <CardHeader>
        <CardTitle id="members-board-heading" className="flex items-center gap-2">
          <Users className="size-4 text-primary" aria-hidden /> Members board
        </CardTitle>
        <CardDescription>Members who chose to be shown here, by daily rewards earned.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={board}
          errorTitle="Failed to load members"
          errorFallback="Please try again later."
          loading={<Skeleton className="h-40 w-full" />}
          isEmpty={({ members }) => members.length === 0}
          empty="No members found"
        >
          {({ members }) => <BoardRows members={members} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/** The rows, moving as the board describes above; a second copy makes the loop seamless. */
function BoardRows({ members }: { members: PublicMember[] }) {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const scrolls = members.length > VISIBLE_ROWS && !reducedMotion;
  const { offset, animate } = useAutoScroll(members.length, scrolls && !paused);
  return (
    // Hovering only pauses the motion; the list is read the same without it.
    <section
      data-testid="members-board"
      aria-label="Members on the board"
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
  const name = member.fullName ?? member.email ?? member.phone ?? 'Nova member';
  const contact = member.fullName ? (member.email ?? member.phone) : null;
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
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="truncate text-xs text-muted-foreground">
          {contact ? `${contact} · ` : ''}joined {formatDate(member.joinedAt)}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className="text-sm font-semibold tabular-nums">{formatUsdFixed(member.totalEarnings, 1)}</p>
        <p className="text-xs text-muted-foreground">{member.vipLevel ?? 'No VIP yet'}</p>
      </div>
    </li>
  );
}
