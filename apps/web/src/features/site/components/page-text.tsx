import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Markdown } from '@/components/markdown.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { TranslationFallback } from '@/components/translation-fallback.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { type PageKey, usePage } from '../api/get-page.ts';

/** Each page's title is the app's words, in the reader's language whatever the text's. */
const titles: Record<PageKey, MessageDescriptor> = {
  help: msg`Help`,
  terms: msg`Terms of Service`,
  privacy: msg`Privacy Policy`,
};

/** The operator's help, terms or privacy text, as Markdown (no raw HTML). */
export function PageText({ page }: { page: PageKey }) {
  const { t, i18n } = useLingui();
  const text = usePage(page);
  return (
    <QueryState
      query={text}
      errorTitle={t`Something went wrong`}
      errorFallback={t`Failed to load this page`}
      loading={
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-9 w-48" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      }
    >
      {(data) => (
        <article className="space-y-5">
          <h1 className="text-3xl font-semibold">{i18n._(titles[page])}</h1>
          <TranslationFallback shown={data} />
          <Markdown text={data.text} lang={data.language} className="text-foreground/90" />
        </article>
      )}
    </QueryState>
  );
}
