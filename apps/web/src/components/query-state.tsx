import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';

interface QueryStateProps<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
  /** The load error's headline: 'Failed to load users', … */
  errorTitle: string;
  /** Shown when the data holds nothing ('No deposits found'). */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Loading, error with Retry, empty, or the content: one place for a list's states. */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { data, error, isPending, refetch, errorTitle, empty, isEmpty, children } = props;
  if (error && data === undefined) {
    return (
      <Alert tone="danger" role="alert">
        <p className="font-medium">{errorTitle}</p>
        <p>Error: {errorMessage(error, 'Unknown error occurred')}</p>
        <Button variant="outline" size="sm" onClick={() => refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  if (isPending || data === undefined) return <Skeleton className="h-40 w-full rounded-xl" />;
  if (empty && isEmpty?.(data))
    return <p className="py-8 text-center text-sm text-muted-foreground">{empty}</p>;
  return <>{children(data)}</>;
}
