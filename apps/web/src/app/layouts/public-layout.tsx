import { Link, Outlet } from 'react-router';
import { ThemeToggle } from '@/components/theme-toggle.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { usePublicSettings } from '@/features/site/api/get-public-settings.ts';
import { PauseBanner } from '@/features/site/components/pause-banner.tsx';
import { SupportButton } from '@/features/site/components/support-button.tsx';
import { legalLinks } from './nav-items.ts';

/** The frame of public pages: landing, help, terms, privacy. */
export function PublicLayout() {
  const { user } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-border bg-surface/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
          <Link to="/" aria-label="Nova home" className="mr-auto rounded-md">
            <Logo />
          </Link>
          <ThemeToggle />
          {user ? (
            <Button asChild>
              <Link to="/dashboard">Dashboard</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" className="hidden sm:inline-flex">
                <Link to="/login">Sign In</Link>
              </Button>
              <Button asChild>
                <Link to="/login">Get Started</Link>
              </Button>
            </>
          )}
        </div>
      </header>
      <PauseBanner />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
      <SupportButton className="bottom-6" />
    </div>
  );
}

function PublicFooter() {
  const { data: settings } = usePublicSettings();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <Logo className="text-base" />
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to="/login" className="hover:text-foreground">
            Sign In
          </Link>
          <Link to="/register" className="hover:text-foreground">
            Register
          </Link>
          {legalLinks.map(({ to, label }) => (
            <Link key={to} to={to} className="hover:text-foreground">
              {label}
            </Link>
          ))}
          {settings?.supportUrl && (
            <a
              href={settings.supportUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="hover:text-foreground"
            >
              Support chat
            </a>
          )}
        </nav>
      </div>
    </footer>
  );
}
