// The app's one query cache, made on first use (issue 19.10): the login page's screens read no
// queries, so the first script carries no TanStack Query. App holds the slot; the screens that
// query load components/WithQueries.tsx with their code, which fills it and provides the client.
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

export interface QueryClientSlot {
  client?: QueryClient;
}

export const QueryClientSlotContext = createContext<QueryClientSlot>({});
