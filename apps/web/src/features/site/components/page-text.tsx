import { AlertCircle } from 'lucide-react';
import { Markdown } from '@/components/markdown.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { type PageKey, usePage } from '../api/get-page.ts';

/** The operator's help, terms or privacy text, as Markdown (no raw HTML). */
export function PageText({ page }: { page: PageKey }) {
  const { data, error, isPending, refetch } = usePage(page);
  if (isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-9 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (error) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="flex items-center gap-2 text-muted-foreground">
          <AlertCircle className="size-4 text-danger" aria-hidden />
          {errorMessage(error, 'Failed to load this page')}
        </p>
        <Button variant="outline" onClick={() => refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <article className="space-y-5">
      <h1 className="text-3xl font-semibold">{data.title}</h1>
      <Markdown text={data.text} className="text-foreground/90" />
    </article>
  );
}
