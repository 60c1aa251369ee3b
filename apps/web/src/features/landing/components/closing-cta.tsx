import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/** The closing call to action: Join → /register, Sign In → /login. */
export function ClosingCta() {
  return (
    <section aria-labelledby="join-heading" className="border-t border-border bg-primary-soft">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="join-heading" className="text-2xl font-semibold sm:text-3xl">
            <Trans>Ready to start?</Trans>
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            <Trans>
              Create an account, make a deposit and choose a level. Check the rewards pool before you do.
            </Trans>
          </p>
        </div>
        <div className="flex gap-3">
          <Button asChild size="lg">
            <Link to="/register">
              <Trans>Join</Trans>
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/login">
              <Trans>Sign In</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
