import { Markdown } from '@/components/markdown.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { type PageKey, usePage } from '../api/get-page.ts';

/** The operator's help, terms or privacy text, as Markdown (no raw HTML). */
export function PageText({ page }: { page: PageKey }) {
  const text = usePage(page);
  return (
    <QueryState
      query={text}
      errorTitle="Something went wrong"
      errorFallback="Failed to load this page"
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
          <h1 className="text-3xl font-semibold">{data.title}</h1>
          <Markdown text={data.text} className="text-foreground/90" />
        </article>
      )}
    </QueryState>
  );
}
