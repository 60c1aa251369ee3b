import { Trans } from '@lingui/react';
import { Trans as T, useLingui } from '@lingui/react/macro';
import type { User } from '@nova/contracts';
import { LogOut, Menu, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Sheet } from '@/components/ui/sheet.tsx';
import { useLogout } from '@/features/auth/api/logout.ts';
import { displayName } from '@/features/auth/hooks/use-auth.ts';
import { cn } from '@/lib/cn.ts';
import { LanguageList } from './language-menu.tsx';
import { legalLinks, memberNavItems } from './nav-items.ts';
import { Avatar, roleLabel } from './user-menu.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium',
    isActive ? 'bg-primary-soft text-primary' : 'text-foreground hover:bg-surface-muted',
  );

/** The mobile menu: who is signed in, every destination, and logout. */
export function MobileMenu({ user }: { user: User }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t`Open menu`}
        onClick={() => setOpen(true)}
      >
        <Menu className="size-5" />
      </Button>
      <Sheet open={open} onOpenChange={setOpen} title={t`Menu`}>
        <div className="flex items-center gap-3 rounded-lg bg-surface-muted p-3">
          <Avatar user={user} />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{displayName(user)}</p>
            <p className="text-xs text-muted-foreground">{roleLabel(user)}</p>
          </div>
        </div>
        <nav aria-label={t`Menu`} className="mt-4 space-y-1">
          {memberNavItems.map(({ to, label, icon: Icon }) => (
            <NavLink key={to} to={to} className={linkClass} onClick={close}>
              <Icon className="size-4 text-muted-foreground" aria-hidden />
              <Trans {...label} />
            </NavLink>
          ))}
          {user.isAdmin && (
            <NavLink to="/admin" className={linkClass} onClick={close}>
              <ShieldCheck className="size-4 text-muted-foreground" aria-hidden />
              <T>Admin Panel</T>
            </NavLink>
          )}
        </nav>
        <LanguageList className="mt-4 border-t border-border pt-4" />
        <div className="mt-4 flex gap-4 border-t border-border px-3 pt-4 text-sm text-muted-foreground">
          {legalLinks.map(({ to, label }) => (
            <Link key={to} to={to} onClick={close} className="hover:text-foreground">
              <Trans {...label} />
            </Link>
          ))}
        </div>
        <Button
          variant="outline"
          className="mt-6 w-full"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          <LogOut /> <T>Logout</T>
        </Button>
      </Sheet>
    </>
  );
}
