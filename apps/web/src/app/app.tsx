import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { setSessionExpiredHandler } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { ThemeProvider, useTheme } from '@/lib/theme.tsx';
import { TOAST_MS } from '@/lib/toast.ts';
import { router } from './router.tsx';

// member-side §4: a 401 anywhere means the session is over; back to /login, then to where the member was.
setSessionExpiredHandler(() => {
  queryClient.clear();
  const { pathname, search } = router.state.location;
  if (pathname !== '/login') void router.navigate('/login', { state: { from: { pathname, search } } });
});

function Toasts() {
  const { resolved } = useTheme();
  return (
    <Toaster
      position="top-right"
      theme={resolved}
      richColors
      closeButton
      duration={TOAST_MS.default}
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}

export function App() {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toasts />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
