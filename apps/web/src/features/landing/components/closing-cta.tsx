import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/** The closing call to action: Join → /register, Sign In → /login. */
export function ClosingCta() {
  return (
    <section aria-labelledby="join-heading" className="border-t border-border bg-primary-soft">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="join-heading" className="text-2xl font-semibold sm:text-3xl">
            Ready to start?
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Create an account, make a deposit and choose a level. Check the rewards pool before you do.
          </p>
        </div>
        <div className="flex gap-3">
          <Button asChild size="lg">
            <Link to="/register">Join</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/login">Sign In</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
