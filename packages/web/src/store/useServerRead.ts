// A screen's read of server state held in the one cache (readsStore.ts): read on each showing,
// the held answer shown meanwhile; what a refusal leaves is a failed load with a retry.
import { useEffect, useEffectEvent } from 'react';
import { loadRead, noteRead, useReadsStore } from './readsStore.ts';

export interface ServerRead<T> {
  data: T | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => Promise<void>;
}

/**
 * `key` names the read in the cache (include what it depends on: a page, a search); `read` is
 * the call. With `isEnabled` false nothing is read.
 */
export function useServerRead<T>(
  key: string,
  read: () => Promise<T>,
  isEnabled = true,
): ServerRead<T> {
  const data = useReadsStore((state) => state.reads[key]) as T | undefined;
  const load = useReadsStore((state) => state.loads[key]);
  // `read` is a new function each render: the key names what it reads
  const start = useEffectEvent(() => {
    noteRead(key, read);
    void loadRead(key, read);
  });
  useEffect(() => {
    if (isEnabled) start();
  }, [key, isEnabled]);
  return {
    data,
    isFetching: load === 'loading',
    isError: load === 'failed',
    refetch: () => loadRead(key, read),
  };
}
