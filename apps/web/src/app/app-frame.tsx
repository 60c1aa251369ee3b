import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { ThemeProvider } from '@/lib/theme.tsx';
import { useToasterWanted } from '@/lib/toast.ts';
import { LiveUpdates } from './live-updates.tsx';

const Toasts = lazy(async () => ({ default: (await import('./toasts.tsx')).Toasts }));

/** The toaster, mounted with the first notice (lib/toast.ts). */
function LazyToasts() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

/**
 * What surrounds the router, in the browser and in the prerender alike: React names elements
 * (`useId`) by their place in this tree, so the HTML is only taken over id for id when both
 * render the same tree around their router.
 */
export function AppFrame({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <LiveUpdates />
        {children}
        <LazyToasts />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
