import { QueryClientProvider } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { setSessionExpiredHandler } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { ThemeProvider, useTheme } from '@/lib/theme.tsx';
import { TOAST_MS } from '@/lib/toast.ts';
import { LiveUpdates } from './live-updates.tsx';
import { router } from './router.tsx';

// A 401 anywhere means the session is over; back to /login, then to where the member was.
setSessionExpiredHandler(() => {
  queryClient.clear();
  const { pathname, search } = router.state.location;
  if (pathname !== '/login') void router.navigate('/login', { state: { from: { pathname, search } } });
});

/** Toasts use the app's own tokens, so they meet the same contrast in both themes. */
const toastColours = {
  '--normal-bg': 'var(--surface)',
  '--normal-text': 'var(--foreground)',
  '--normal-border': 'var(--border)',
} as CSSProperties;

function Toasts() {
  const { resolved } = useTheme();
  return (
    <Toaster
      position="top-right"
      theme={resolved}
      closeButton
      duration={TOAST_MS.default}
      style={toastColours}
      toastOptions={{
        classNames: {
          toast: 'font-sans shadow-[var(--shadow-card)]',
          description: '!text-muted-foreground',
          success: '[&_[data-icon]]:text-success',
          error: '[&_[data-icon]]:text-danger',
        },
      }}
    />
  );
}

export function App() {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <LiveUpdates />
        <RouterProvider router={router} />
        <Toasts />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
