import { RouterProvider, type createBrowserRouter } from 'react-router';
import { QueryClientSlotContext, type QueryClientSlot } from './api/queryClientSlot.ts';
import { useAppliedTheme } from './components/useAppliedTheme.ts';
import { useLiveUpdates } from './components/useLiveUpdates.ts';
import { useSessionStore } from './store/sessionStore.ts';

type Router = ReturnType<typeof createBrowserRouter>;

// One query slot per router, kept outside React state: a first render that suspends is thrown
// away with its state, and a second slot meant a second query cache (live updates then refreshed
// a cache the open screen did not read).
const querySlots = new WeakMap<Router, QueryClientSlot>();

function querySlotOf(router: Router): QueryClientSlot {
  let slot = querySlots.get(router);
  if (!slot) {
    slot = {};
    querySlots.set(router, slot);
  }
  return slot;
}

/** Providers around the router; main.tsx passes a browser router, tests a memory router. */
export function App({ router }: { router: Router }) {
  // The query client itself is made by the first screen that queries (api/queryClientSlot.ts).
  const querySlot = querySlotOf(router);
  useAppliedTheme();
  return (
    <QueryClientSlotContext value={querySlot}>
      <RouterProvider router={router} />
      <LiveUpdates />
    </QueryClientSlotContext>
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
