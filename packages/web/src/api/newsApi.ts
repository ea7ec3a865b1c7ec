// The team's news: reading needs no sign-in; writing needs the `news` permission; read and
// tell-me-later clear the signed-in player's flags.newStuff.
import { api } from './request.ts';

export interface NewsPost {
  id: string;
  title: string;
  /** Markdown. */
  text: string;
  credits: string;
  author: string | null;
  /** ISO date-time; a post shows to players once published and this has passed. */
  publishDate: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What staff write; the server sets the author and the times. */
export type NewsPostFields = Pick<
  NewsPost,
  'title' | 'text' | 'credits' | 'publishDate' | 'published'
>;

/** The server's page size (GET /news). */
export const NEWS_PER_PAGE = 10;

export const newsApi = {
  /** Newest first; pages count from 0. Staff also get drafts and future posts. */
  list: async (page: number) => (await api.call('GET /news', { query: { page } })).data,
  create: async (fields: NewsPostFields) => (await api.call('POST /news', { body: fields })).data,
  update: async (postId: string, changes: Partial<NewsPostFields>) =>
    (await api.call('PUT /news/:postId', { params: { postId }, body: changes })).data,
  remove: async (postId: string) => {
    await api.call('DELETE /news/:postId', { params: { postId } });
  },
  markRead: async () => {
    await api.call('POST /news/read');
  },
  tellMeLater: async () => {
    await api.call('POST /news/tell-me-later');
  },
};

/** Players see a post once it is published and its date has come (staff see every post). */
export function isPublic(post: NewsPost, now: Date): boolean {
  return post.published && new Date(post.publishDate).getTime() <= now.getTime();
}
