// Provides the app's query client (api/queryClientSlot.ts) to a screen that queries; every such
// screen shares the one client its App holds, made by the first of them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { use, useState, type ReactNode } from 'react';
import { QueryClientSlotContext } from '../api/queryClientSlot.ts';

export function WithQueries({ children }: { children: ReactNode }) {
  const slot = use(QueryClientSlotContext);
  const [client] = useState(() => (slot.client ??= new QueryClient()));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
