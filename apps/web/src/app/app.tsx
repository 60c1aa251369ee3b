import { RouterProvider } from 'react-router';
import { setSessionExpiredHandler } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { AppFrame } from './app-frame.tsx';
import { appRouter } from './router.tsx';

// A 401 anywhere means the session is over; back to /login, then to where the member was.
setSessionExpiredHandler(() => {
  queryClient.clear();
  const router = appRouter();
  const { pathname, search } = router.state.location;
  if (pathname !== '/login') void router.navigate('/login', { state: { from: { pathname, search } } });
});

export function App() {
  return (
    <AppFrame client={queryClient}>
      <RouterProvider router={appRouter()} />
    </AppFrame>
  );
}
