import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { User } from '@nova/contracts';
import { LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { useLogout } from '@/features/auth/api/logout.ts';
import { displayName } from '@/features/auth/hooks/use-auth.ts';
import { cn } from '@/lib/cn.ts';

export function roleLabel(user: Pick<User, 'isAdmin'>): string {
  return user.isAdmin ? i18n._(msg`Administrator`) : i18n._(msg`User`);
}

export function Avatar({ user, className }: { user: User; className?: string }) {
  const initials = displayName(user)
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <span
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary',
        className,
      )}
      aria-hidden
    >
      {initials}
    </span>
  );
}

/** The desktop account menu: who is signed in, their role, the Admin Panel for admins, logout. */
export function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-2.5 rounded-lg py-1 ps-1 pe-2 text-start hover:bg-surface-muted">
        <Avatar user={user} />
        {/* The visible name is part of the button's name (WCAG 2.5.3), shown from large screens up. */}
        <span className="sr-only">
          <Trans>Account menu for</Trans>{' '}
        </span>
        <span className="sr-only leading-tight lg:not-sr-only">
          <span className="block max-w-40 truncate text-sm font-medium">{displayName(user)}</span>
          <span className="block text-xs text-muted-foreground">{roleLabel(user)}</span>
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel>
          <span className="block truncate font-medium">{displayName(user)}</span>
          <span className="block text-xs text-muted-foreground">{roleLabel(user)}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound /> <Trans>Profile</Trans>
          </Link>
        </DropdownMenuItem>
        {user.isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck /> <Trans>Admin Panel</Trans>
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut /> <Trans>Logout</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
