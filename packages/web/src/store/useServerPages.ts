// A read that comes page by page ("load more"), held in the one cache (readsStore.ts) as the list
// of pages read so far: each showing reads those pages again, `fetchNextPage` adds the next.
import { useState } from 'react';
import { takeRead, useReadsStore } from './readsStore.ts';
import { useServerRead } from './useServerRead.ts';

export interface PagedRead<T, Param> {
  readPage: (param: Param) => Promise<T[]>;
  firstParam: Param;
  /** The next page's parameter after `last`; undefined when `last` was the last page. */
  nextParam: (last: T[], pages: T[][]) => Param | undefined;
}

async function readPages<T, Param>(paged: PagedRead<T, Param>, count: number): Promise<T[][]> {
  const pages: T[][] = [];
  let param: Param | undefined = paged.firstParam;
  while (param !== undefined && pages.length < Math.max(count, 1)) {
    const page = await paged.readPage(param);
    pages.push(page);
    param = paged.nextParam(page, pages);
  }
  return pages;
}

export function useServerPages<T, Param>(key: string, paged: PagedRead<T, Param>) {
  const heldPages = () => (useReadsStore.getState().reads[key] as T[][] | undefined)?.length ?? 1;
  const read = useServerRead(key, () => readPages(paged, heldPages()));
  const [isFetchingNextPage, setIsFetchingNextPage] = useState(false);
  const [isFetchNextPageError, setIsFetchNextPageError] = useState(false);
  const pages = read.data;
  const last = pages?.at(-1);
  const next = pages && last ? paged.nextParam(last, pages) : undefined;

  async function fetchNextPage(): Promise<void> {
    if (!pages || next === undefined) return;
    setIsFetchingNextPage(true);
    setIsFetchNextPageError(false);
    try {
      takeRead(key, [...pages, await paged.readPage(next)]);
    } catch {
      // the request layer showed the refusal; the pages read stay
      setIsFetchNextPageError(true);
    } finally {
      setIsFetchingNextPage(false);
    }
  }

  return {
    ...read,
    hasNextPage: next !== undefined,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
  };
}
