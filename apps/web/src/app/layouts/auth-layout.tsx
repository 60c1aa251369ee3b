import { Trans } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, Outlet } from 'react-router';
import { ThemeToggle } from '@/components/theme-toggle.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { useHydrated } from '@/lib/hydration.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { LanguageMenu } from './language-menu.tsx';
import { legalLinks } from './nav-items.ts';

/** The frame of sign-in, registration and email verification: one calm card in the middle. */
export function AuthLayout() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Link to="/" aria-label={t`Nova home`} className="rounded-md">
          <Logo />
        </Link>
        <div className="flex items-center gap-1">
          <LanguageMenu />
          <ThemeToggle />
        </div>
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:pt-0"
      >
        <Outlet />
      </main>
      <footer className="pb-8">
        <nav aria-label={t`Legal`} className="flex justify-center gap-5 text-sm text-muted-foreground">
          {legalLinks.map(({ to, label }) => (
            <Link key={to} to={to} className="hover:text-foreground">
              <Trans {...label} />
            </Link>
          ))}
        </nav>
      </footer>
    </div>
  );
}

export function AuthPanel({
  title,
  description,
  wide = false,
  children,
}: {
  title: string;
  description: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  usePageTitle(title);
  // A prerendered form is shown before the app has started; until React has taken it over, typing
  // would be lost and a submit would go to the server as a plain form: it waits, disabled.
  const hydrated = useHydrated();
  const fields = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    // The browser passes over an autofocus field that is disabled, and React focuses only the
    // elements it creates, not those it takes over: the prerendered first field gets the focus
    // once enabled, unless the visitor has already put it somewhere.
    const active = document.activeElement;
    if (hydrated && (active === null || active === document.body))
      fields.current?.querySelector<HTMLElement>('[autofocus]')?.focus();
  }, [hydrated]);
  return (
    <section
      className={`w-full ${wide ? 'max-w-lg' : 'max-w-md'} rounded-xl border border-border bg-surface p-6 shadow-[var(--shadow-card)] sm:p-8`}
    >
      <div className="mb-6 space-y-1.5">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <fieldset ref={fields} disabled={!hydrated} className="min-w-0">
        {children}
      </fieldset>
    </section>
  );
}
