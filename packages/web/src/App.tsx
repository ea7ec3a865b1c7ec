import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { useAppliedTheme } from './components/useAppliedTheme.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/** Providers around the router; main.tsx passes a browser router, tests a memory router. */
export function App({ router }: { router: Router }) {
  const [queryClient] = useState(() => new QueryClient());
  useAppliedTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
