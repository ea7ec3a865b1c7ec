// The news as queries. The request layer already showed each refusal: no retries.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { newsApi } from '../../../api/newsApi.ts';

export const newsKeys = {
  all: ['news'] as const,
  /** Staff see drafts: the list depends on who asks. */
  page: (page: number, viewerId: string | null) => ['news', page, viewerId] as const,
};

export const useNewsPage = (page: number, viewerId: string | null) =>
  useQuery({
    queryKey: newsKeys.page(page, viewerId),
    queryFn: () => newsApi.list(page),
    retry: false,
    placeholderData: keepPreviousData,
  });
