import { Trans } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/** Shown when a screen fails to render or load (for example after an update while the tab was open). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <AlertTriangle className="size-8 text-warning" aria-hidden />
      <h1 className="text-2xl font-semibold">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="max-w-md text-muted-foreground">
        <Trans>This screen could not be shown. Reloading usually fixes it.</Trans>
      </p>
      <Button onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </Button>
    </main>
  );
}
