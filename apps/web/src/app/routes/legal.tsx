import { Trans } from '@lingui/react/macro';
import type { PageKey } from '@/features/site/api/get-page.ts';
import { HelpGuide } from '@/features/site/components/help-guide.tsx';
import { PageText } from '@/features/site/components/page-text.tsx';

/** An operator-written page; help adds the guide with today's figures. */
function LegalPage({ page }: { page: PageKey }) {
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
      <PageText page={page} />
      {page === 'help' && (
        <div className="border-t border-border pt-8">
          <p className="mb-6 text-sm text-muted-foreground">
            <Trans>How it works, with today's figures:</Trans>
          </p>
          <HelpGuide />
        </div>
      )}
    </div>
  );
}

export const HelpRoute = () => <LegalPage page="help" />;
export const TermsRoute = () => <LegalPage page="terms" />;
export const PrivacyRoute = () => <LegalPage page="privacy" />;
