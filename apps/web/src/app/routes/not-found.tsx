import { Trans, useLingui } from '@lingui/react/macro';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Logo } from '@/components/ui/logo.tsx';

export function NotFound() {
  const { t } = useLingui();
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <Link to="/" aria-label={t`Nova home`} className="rounded-md">
        <Logo />
      </Link>
      <div className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Compass className="size-7" aria-hidden />
      </div>
      <div className="space-y-2">
        <p className="text-sm font-semibold text-primary">404</p>
        <h1 className="text-3xl font-semibold">
          <Trans>Page not found</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </p>
      </div>
      <Button asChild size="lg">
        <Link to="/dashboard">
          <Trans>Go to dashboard</Trans>
        </Link>
      </Button>
    </main>
  );
}
