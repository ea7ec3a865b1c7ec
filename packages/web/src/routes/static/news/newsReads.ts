// The news, held in the one cache (store/readsStore.ts); a change to a post reads them again.
import { isPublic, newsApi } from '../../../api/newsApi.ts';
import { reloadReads } from '../../../store/readsStore.ts';
import { useServerRead } from '../../../store/useServerRead.ts';

const NEWS = 'news/';

/** Staff see drafts: the list depends on who asks. */
export const useNewsPage = (page: number, viewerId: string | null) =>
  useServerRead(`${NEWS}page/${page}/${viewerId}`, () => newsApi.list(page), {
    keepPrevious: true,
  });

/** The newest post players see (staff also get drafts and future posts from GET /news). */
export const useNewestPost = () =>
  useServerRead(`${NEWS}newest`, async () =>
    (await newsApi.list(0)).find((post) => isPublic(post, new Date())),
  );

/** Every news read held, again (after a post is written, changed or deleted). */
export const reloadNews = () => reloadReads(NEWS);
