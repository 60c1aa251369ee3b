import type { PageKey } from '@/features/site/api/get-page.ts';
import { HelpGuide } from '@/features/site/components/help-guide.tsx';
import { PageText } from '@/features/site/components/page-text.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

const titles: Record<PageKey, string> = { help: 'Help', terms: 'Terms', privacy: 'Privacy' };

export function LegalRoute({ page }: { page: PageKey }) {
  usePageTitle(titles[page]);
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
      <PageText page={page} />
      {page === 'help' && (
        <div className="border-t border-border pt-8">
          <p className="mb-6 text-sm text-muted-foreground">How it works, with today's figures:</p>
          <HelpGuide />
        </div>
      )}
    </div>
  );
}
