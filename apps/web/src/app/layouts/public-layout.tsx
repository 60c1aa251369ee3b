import { Trans } from '@lingui/react';
import { Trans as T, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/ui/logo.tsx';
import { usePublicSettings } from '@/features/site/api/get-public-settings.ts';
import { PauseBanner } from '@/features/site/components/pause-banner.tsx';
import { SupportButton } from '@/features/site/components/support-button.tsx';
import { legalLinks } from './nav-items.ts';
import { PublicHeader } from './public-header.tsx';

/** The frame of public pages: landing, help, terms, privacy. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
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
  const { t } = useLingui();
  const { data: settings } = usePublicSettings();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <Logo className="text-base" />
        <nav aria-label={t`Footer`} className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to="/login" className="hover:text-foreground">
            <T>Sign In</T>
          </Link>
          <Link to="/register" className="hover:text-foreground">
            <T>Register</T>
          </Link>
          {legalLinks.map(({ to, label }) => (
            <Link key={to} to={to} className="hover:text-foreground">
              <Trans {...label} />
            </Link>
          ))}
          {settings?.supportUrl && (
            <a
              href={settings.supportUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="hover:text-foreground"
            >
              <T>Support chat</T>
            </a>
          )}
        </nav>
      </div>
      <p className="mx-auto max-w-6xl px-4 pt-4 pb-8 text-xs leading-relaxed text-muted-foreground sm:px-6">
        <T>
          <strong className="font-semibold text-foreground">Risk notice.</strong> Crypto assets can lose value
          and transfers on a blockchain cannot be undone. Daily rewards are not guaranteed: they are paid only
          from the rewards pool while the operator keeps it funded (
          <Link to="/transparency" className="underline underline-offset-4 hover:text-foreground">
            see what the pool covers
          </Link>
          ). Only deposit what you can afford to lose.
        </T>
      </p>
    </footer>
  );
}
