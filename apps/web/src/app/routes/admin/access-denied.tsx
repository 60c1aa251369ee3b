import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useLogout } from '@/features/auth/api/logout.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** What a member who is not an administrator sees on /admin. */
export function AccessDenied() {
  const { t } = useLingui();
  usePageTitle(t`Access Denied`);
  const logout = useLogout();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4">
      <section className="w-full max-w-md rounded-xl border border-border bg-surface p-8 text-center shadow-[var(--shadow-card)]">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
          <ShieldX className="size-6" aria-hidden />
        </div>
        <h1 className="mt-4 text-2xl font-semibold">
          <Trans>Access Denied</Trans>
        </h1>
        <p className="mt-2 text-muted-foreground">
          <Trans>You don't have admin privileges.</Trans>
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <Trans>Back to dashboard</Trans>
            </Link>
          </Button>
          <Button onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut /> <Trans>Logout</Trans>
          </Button>
        </div>
      </section>
    </main>
  );
}
