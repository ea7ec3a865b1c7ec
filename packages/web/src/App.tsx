import { RouterProvider, type createBrowserRouter } from 'react-router';
import { useAppliedTheme } from './components/useAppliedTheme.ts';
import { useLiveUpdates } from './components/useLiveUpdates.ts';
import { useSessionStore } from './store/sessionStore.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/** Providers around the router; main.tsx passes a browser router, tests a memory router. */
export function App({ router }: { router: Router }) {
  useAppliedTheme();
  return (
    <>
      <RouterProvider router={router} />
      <LiveUpdates />
    </>
  );
}

/**
 * Follows the server's live stream while a player is signed in (components/useLiveUpdates). It
 * comes with the first script: loaded on demand, its stream opened late, after a message it
 * should have carried (e2e social journey).
 */
function LiveUpdates() {
  useLiveUpdates(useSessionStore((state) => state.status !== 'anonymous'));
  return null;
}
