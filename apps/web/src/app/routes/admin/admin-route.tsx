import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ScanSearch } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ThemeToggle } from '@/components/theme-toggle.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { CheckTransactionDialog } from '@/features/admin-deposits/components/check-transaction-dialog.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { LanguageMenu } from '../../layouts/language-menu.tsx';
import { UserMenu } from '../../layouts/user-menu.tsx';
import { AccessDenied } from './access-denied.tsx';
import { adminTabs, tabFromUrl } from './admin-tabs.ts';

/** /admin: signed in (checked by the router), and an administrator for the content. */
export function AdminRoute() {
  const { user } = useAuth();
  if (!user) return null;
  if (!user.isAdmin) return <AccessDenied />;
  return <AdminPanel />;
}

function AdminPanel() {
  const { i18n, t } = useLingui();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = tabFromUrl(requested);
  const [checking, setChecking] = useState(false);
  // An unknown tab shows the dashboard and the URL says so; no history entry for the correction.
  useEffect(() => {
    if (requested !== null && requested !== active.key) setParams({ tab: active.key }, { replace: true });
  }, [requested, active.key, setParams]);
  const activeLabel = i18n._(active.label);
  usePageTitle(t`${activeLabel} · Admin Panel`);
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 border-b border-border bg-surface/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
          <Logo withName={false} />
          <h1 className="min-w-0 truncate text-base font-semibold sm:text-lg">
            <Trans>Admin Panel</Trans>
          </h1>
          <div className="ms-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
            <Button variant="outline" size="sm" onClick={() => setChecking(true)}>
              <ScanSearch />{' '}
              <span className="hidden sm:inline">
                <Trans>Check Transaction</Trans>
              </span>
              <span className="sr-only sm:hidden">
                <Trans>Check Transaction</Trans>
              </span>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/dashboard">
                <ArrowLeft className="rtl:-scale-x-100" />{' '}
                <span className="hidden sm:inline">
                  <Trans>Back to app</Trans>
                </span>
                <span className="sr-only sm:hidden">
                  <Trans>Back to app</Trans>
                </span>
              </Link>
            </Button>
            <LanguageMenu />
            <ThemeToggle />
            {user && <UserMenu user={user} />}
          </div>
        </div>
      </header>
      <Tabs.Root
        value={active.key}
        // Manual activation: a click selects once (automatic activation also selects on the focus
        // that follows, which would push the same entry twice and make Back look broken).
        activationMode="manual"
        onValueChange={(tab) => setParams({ tab })}
        className="mx-auto max-w-6xl px-4 sm:px-6"
      >
        <Tabs.List
          aria-label={t`Admin sections`}
          className="flex gap-1 overflow-x-auto border-b border-border pt-4"
        >
          {adminTabs.map(({ key, label, icon: Icon }) => (
            <Tabs.Trigger
              key={key}
              value={key}
              className="-mb-px flex items-center gap-2 border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-primary"
            >
              <Icon className="size-4" aria-hidden />
              {i18n._(label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {adminTabs.map(({ key, label, Component }) => (
          <Tabs.Content key={key} value={key} className="rounded-md py-6">
            <main id="main" aria-label={i18n._(label)}>
              <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
                <Component />
              </Suspense>
            </main>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <footer className="mx-auto max-w-6xl px-4 pb-6 text-xs text-muted-foreground sm:px-6">
        Nova {__NOVA_VERSION__}
      </footer>
      {checking && <CheckTransactionDialog open onOpenChange={setChecking} />}
    </div>
  );
}
