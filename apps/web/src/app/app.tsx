import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { setSessionExpiredHandler } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { ThemeProvider } from '@/lib/theme.tsx';
import { useToasterWanted } from '@/lib/toast.ts';
import { LiveUpdates } from './live-updates.tsx';
import { router } from './router.tsx';

// A 401 anywhere means the session is over; back to /login, then to where the member was.
setSessionExpiredHandler(() => {
  queryClient.clear();
  const { pathname, search } = router.state.location;
  if (pathname !== '/login') void router.navigate('/login', { state: { from: { pathname, search } } });
});

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

export function App() {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <LiveUpdates />
        <RouterProvider router={router} />
        <LazyToasts />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
