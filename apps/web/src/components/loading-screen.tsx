import { Trans } from '@lingui/react/macro';
import { Logo } from './ui/logo.tsx';
import { Spinner } from './ui/spinner.tsx';

/** Shown while the session loads: the logo and 'Loading...'. */
export function LoadingScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4" aria-busy="true">
      <Logo className="text-2xl" />
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner />
        <Trans>Loading...</Trans>
      </p>
    </main>
  );
}
