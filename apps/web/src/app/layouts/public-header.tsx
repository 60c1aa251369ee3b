import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ThemeToggle } from '@/components/theme-toggle.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { Sheet } from '@/components/ui/sheet.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { visibleSections } from '@/features/landing/components/landing-data.ts';
import { LiveClock } from '@/features/landing/components/live-clock.tsx';
import { useActiveSection } from '@/features/landing/hooks/use-active-section.ts';
import { useSiteContent } from '@/features/site/api/get-site-content.ts';
import { cn } from '@/lib/cn.ts';
import { LanguageList, LanguageMenu } from './language-menu.tsx';

const landingPaths = ['/', '/nova-staking'];

/**
 * The sticky header of public pages: links to the landing sections (the URL
 * hash follows; the one being read is marked), the theme toggle, a live clock, Get Started or
 * Dashboard, and on small screens a menu (Radix dialog: focus trapped, Escape closes).
 */
export function PublicHeader() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const onLanding = landingPaths.includes(pathname);
  const { data: content } = useSiteContent();
  const sections = visibleSections(content);
  const active = useActiveSection(
    sections.map((section) => section.id),
    onLanding,
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const base = onLanding ? pathname : '/';
  const links = (variant: 'bar' | 'menu') =>
    sections.map(({ id, label }) => (
      <Link
        key={id}
        to={{ pathname: base, hash: `#${id}` }}
        aria-current={active === id ? 'location' : undefined}
        onClick={() => setMenuOpen(false)}
        className={cn(
          'rounded-md text-sm font-medium',
          variant === 'bar' ? 'px-2 py-1.5' : 'block px-3 py-2.5',
          active === id ? 'bg-primary-soft text-primary' : 'text-muted-foreground hover:text-foreground',
        )}
      >
        {i18n._(label)}
      </Link>
    ));
  const start = user ? (
    <Button asChild>
      <Link to="/dashboard">
        <Trans>Dashboard</Trans>
      </Link>
    </Button>
  ) : (
    <Button asChild>
      <Link to="/login">
        <Trans>Get Started</Trans>
      </Link>
    </Button>
  );
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link to="/" aria-label={t`Nova home`} className="me-auto rounded-md xl:me-4">
          <Logo />
        </Link>
        <nav aria-label={t`Sections`} className="hidden items-center gap-0.5 xl:flex xl:me-auto">
          {links('bar')}
        </nav>
        <LiveClock className="hidden sm:inline-flex" />
        <LanguageMenu />
        <ThemeToggle />
        <div className="hidden sm:block">{start}</div>
        <Button
          variant="ghost"
          size="icon"
          className="xl:hidden"
          aria-label={t`Open menu`}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Menu className="size-5" />
        </Button>
      </div>
      <Sheet open={menuOpen} onOpenChange={setMenuOpen} title={t`Menu`}>
        <nav aria-label={t`Sections menu`} className="space-y-1">
          {links('menu')}
        </nav>
        <LanguageList className="mt-6 border-t border-border pt-4" />
        <div className="mt-6 flex items-center justify-between gap-3 border-t border-border pt-4">
          <LiveClock className="inline-flex" />
          <span onClickCapture={() => setMenuOpen(false)}>{start}</span>
        </div>
      </Sheet>
    </header>
  );
}
