// A screen's read of server state held in the one cache (readsStore.ts): read on each showing,
// the held answer shown meanwhile; what a refusal leaves is a failed load with a retry.
import { useEffect, useEffectEvent, useState } from 'react';
import { loadRead, noteRead, useReadsStore } from './readsStore.ts';

export interface ServerRead<T> {
  data: T | undefined;
  isFetching: boolean;
  isError: boolean;
  /** The last read's failure, while it is the last word. */
  error: unknown;
  /** No answer yet and no failure: the first read is out. */
  isPending: boolean;
  /** The answer shown is an earlier key's (`keepPrevious`) while this key's read is out. */
  isPrevious: boolean;
  refetch: () => Promise<void>;
}

export interface ServerReadOptions {
  /** Nothing is read while false. */
  isEnabled?: boolean;
  /** Until the key's first answer, show the last answer shown (the page before, when paging). */
  keepPrevious?: boolean;
}

/** `key` names the read in the cache (with what it depends on: a page, a search); `read` is the call. */
export function useServerRead<T>(
  key: string,
  read: () => Promise<T>,
  { isEnabled = true, keepPrevious = false }: ServerReadOptions = {},
): ServerRead<T> {
  const held = useReadsStore((state) => state.reads[key]) as T | undefined;
  const load = useReadsStore((state) => state.loads[key]);
  const error = useReadsStore((state) => state.errors[key]);
  const [shown, setShown] = useState(held);
  if (held !== undefined && held !== shown) setShown(held);
  const isPrevious = keepPrevious && held === undefined && shown !== undefined;
  // `read` is a new function each render: the key names what it reads
  const start = useEffectEvent(() => {
    noteRead(key, read);
    void loadRead(key, read);
  });
  useEffect(() => {
    if (isEnabled) start();
  }, [key, isEnabled]);
  return {
    data: isPrevious ? shown : held,
    isPending: (isPrevious ? shown : held) === undefined && load !== 'failed',
    isPrevious,
    isFetching: load === 'loading',
    isError: load === 'failed',
    error: load === 'failed' ? error : null,
    refetch: () => loadRead(key, read),
  };
}
