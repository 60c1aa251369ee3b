import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useDeferredValue } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';

/** The part of a query result this component reads. */
interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  /** Passed whole, not spread: spreading reads every field, which re-renders on each (isFetching, …). */
  query: QueryResult<T>;
  /** A headline above the error's message ('Failed to load users', …). */
  errorTitle?: string;
  /** The message when the error carries none of its own. */
  errorFallback?: string;
  /** Words the message 'Error: …', as the admin lists do. */
  labelError?: boolean;
  /**
   * The screen's own answer to an expected refusal (email not verified, a feature closed), shown in
   * place of everything else, even an earlier answer; undefined leaves the error to the usual alert.
   */
  refusal?: (error: unknown) => ReactNode | undefined;
  /** Shown until the first answer, shaped like what it stands for. */
  loading?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Shown when `isEmpty` holds: a string becomes the usual centred line, anything else shows as given. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Loading, error with Retry, empty, or the content: one place for a query's states. An error shows
 * only while there is nothing to show instead, so a failed background refetch keeps the last answer;
 * a refusal the screen answers itself (`refusal`) shows at once.
 * An answer is drawn in a background render (`useDeferredValue`): a query's update reaches React as
 * an urgent one, which renders the whole content in one blocking task; in the background it is
 * rendered in slices, leaving the browser free to paint and answer taps in between.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { t } = useLingui();
  const { query, errorTitle, errorFallback = t`Unknown error occurred`, labelError = false } = props;
  const data = useDeferredValue(query.data);
  const { error } = query;
  const refused = error ? props.refusal?.(error) : undefined;
  if (refused !== undefined) return refused;
  if (error && data === undefined) {
    const message = errorMessage(error, errorFallback);
    return (
      <Alert tone="danger" role="alert">
        {errorTitle && <p className="font-medium">{errorTitle}</p>}
        <p>{labelError ? t`Error: ${message}` : message}</p>
        <Button variant="outline" size="sm" onClick={() => query.refetch()}>
          {t`Retry`}
        </Button>
      </Alert>
    );
  }
  if (data === undefined) return props.loading ?? <Skeleton className="h-40 w-full rounded-xl" />;
  if (props.empty && props.isEmpty?.(data)) {
    if (typeof props.empty !== 'string') return props.empty;
    return <p className="py-8 text-center text-sm text-muted-foreground">{props.empty}</p>;
  }
  return props.children(data);
}
