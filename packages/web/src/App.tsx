import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { useAppliedTheme } from './components/useAppliedTheme.ts';
import { useLiveUpdates } from './components/useLiveUpdates.ts';
import { useSessionStore } from './store/sessionStore.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/** Providers around the router; main.tsx passes a browser router, tests a memory router. */
export function App({ router }: { router: Router }) {
  const [queryClient] = useState(() => new QueryClient());
  useAppliedTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <LiveUpdates />
    </QueryClientProvider>
  );
}

/** Follows the server's live stream while a player is signed in (components/useLiveUpdates). */
function LiveUpdates() {
  const isSignedIn = useSessionStore((state) => state.status !== 'anonymous');
  useLiveUpdates(isSignedIn);
  return null;
}
