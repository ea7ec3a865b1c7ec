// Reading the news: players and visitors see published posts whose date has come; staff with
// the `news` permission see drafts and scheduled posts too.
import { NotFound } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { findNewsPost, listNewsPosts, type NewsPostRow } from '../../db/repositories/newsPosts.ts';
import { userHasPermission } from '../staffPermissions.ts';

/** Who reads (undefined: a visitor) and when. */
export interface NewsReader {
  readerId: string | undefined;
  now: Date;
}

export async function listNews(
  db: Queryable,
  { readerId, now }: NewsReader,
  page: number,
): Promise<NewsPostRow[]> {
  const seesAll = await userHasPermission(db, readerId, 'news');
  return listNewsPosts(db, { now, page, seesAll });
}

export async function findNews(
  db: Queryable,
  { readerId, now }: NewsReader,
  postId: string,
): Promise<NewsPostRow> {
  const seesAll = await userHasPermission(db, readerId, 'news');
  const post = await findNewsPost(db, postId, { now, seesAll });
  if (!post) throw new NotFound('newsPostNotFound');
  return post;
}
