import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MemberBadge as Badge } from '@nova/contracts';
import { Crown, Gem, type LucideIcon, Medal, Star } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** The five member badges (decision 009), cheapest band first: a name to read and an icon to see. */
const badges: Record<Badge, { name: MessageDescriptor; icon: LucideIcon; className: string }> = {
  'bronze-w': { name: msg`Bronze W badge`, icon: Medal, className: 'bg-amber-700/15 text-amber-700' },
  'blue-silver-diamond': {
    name: msg`Blue-silver diamond badge`,
    icon: Gem,
    className: 'bg-sky-500/15 text-sky-600 dark:text-sky-300',
  },
  'orange-gold-star': {
    name: msg`Orange-gold star badge`,
    icon: Star,
    className: 'bg-orange-500/15 text-orange-500',
  },
  'purple-gold-crown': {
    name: msg`Purple-gold crown badge`,
    icon: Crown,
    className: 'bg-purple-500/15 text-amber-500',
  },
  'purple-gold-winged-crown': {
    name: msg`Purple-gold winged crown badge`,
    icon: Crown,
    className: 'bg-purple-600 text-amber-300 ring-2 ring-amber-400',
  },
};

/** A member's badge as an icon whose accessible name says which badge it is. */
export function MemberBadge({ badge, className }: { badge: Badge; className?: string }) {
  const { i18n } = useLingui();
  const { icon: Icon, className: tone } = badges[badge];
  const name = i18n._(badges[badge].name);
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      className={cn('inline-flex size-5 shrink-0 items-center justify-center rounded-full', tone, className)}
    >
      <Icon className="size-3" aria-hidden />
    </span>
  );
}
