import { Trans } from '@lingui/react';
import { Trans as T, useLingui } from '@lingui/react/macro';
import type { User } from '@nova/contracts';
import { MailWarning, ShieldCheck } from 'lucide-react';
import { Link, NavLink, Outlet } from 'react-router';
import { ThemeToggle } from '@/components/theme-toggle.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { PauseBanner } from '@/features/site/components/pause-banner.tsx';
import { SupportButton } from '@/features/site/components/support-button.tsx';
import { cn } from '@/lib/cn.ts';
import { LanguageMenu } from './language-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { legalLinks, memberNavItems } from './nav-items.ts';
import { UserMenu } from './user-menu.tsx';

/** The member frame: top bar on desktop; menu and bottom bar on mobile. */
export function UserLayout() {
  const { t } = useLingui();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-border bg-surface/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
          <Link to="/dashboard" aria-label={t`Nova home`} className="rounded-md">
            <Logo />
          </Link>
          <nav aria-label={t`Main`} className="hidden items-center gap-1 md:flex">
            {memberNavItems.map(({ to, label }) => (
              <NavLink
                key={to}
                to={to}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                    isActive ? 'bg-primary-soft text-primary' : 'text-muted-foreground hover:text-foreground',
                  )
                }
              >
                <Trans {...label} />
              </NavLink>
            ))}
          </nav>
          <div className="ms-auto flex items-center gap-1">
            {user.isAdmin && (
              <Button asChild variant="ghost" size="sm" className="hidden md:inline-flex">
                <Link to="/admin">
                  <ShieldCheck /> <T>Admin Panel</T>
                </Link>
              </Button>
            )}
            <LanguageMenu />
            <ThemeToggle />
            <div className="hidden md:block">
              <UserMenu user={user} />
            </div>
            <MobileMenu user={user} />
          </div>
        </div>
      </header>
      <EmailBanner user={user} />
      <PauseBanner />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-28 sm:px-6 md:pb-12">
        <Outlet />
      </main>
      <footer className="hidden border-t border-border md:block">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5 text-sm text-muted-foreground">
          <span>© Nova</span>
          <nav aria-label={t`Legal`} className="flex gap-5">
            {legalLinks.map(({ to, label }) => (
              <Link key={to} to={to} className="hover:text-foreground">
                <Trans {...label} />
              </Link>
            ))}
          </nav>
        </div>
      </footer>
      <BottomBar />
      <SupportButton className="bottom-20 md:bottom-6" />
    </div>
  );
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
    >
      <T>Skip to content</T>
    </a>
  );
}

function EmailBanner({ user }: { user: User }) {
  if (!user.email || user.isEmailVerified) return null;
  return (
    <div className="border-b border-warning/40 bg-warning-soft">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2.5 text-sm sm:px-6">
        <MailWarning className="size-4 shrink-0 text-warning" aria-hidden />
        <span>
          <T>Your email address is not verified yet. Verify it to use your wallet.</T>
        </span>
        <Link to="/verify-email" className="font-medium text-primary underline underline-offset-4">
          <T>Verify email</T>
        </Link>
      </p>
    </div>
  );
}

function BottomBar() {
  const { t } = useLingui();
  return (
    <nav
      aria-label={t`Quick`}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {memberNavItems.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-1 py-2.5 text-xs font-medium',
                  isActive ? 'text-primary' : 'text-muted-foreground',
                )
              }
            >
              <Icon className="size-5" aria-hidden />
              <Trans {...label} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
