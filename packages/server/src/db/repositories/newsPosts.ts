// News posts. Players see the published posts whose publish date has come; staff with the `news`
// permission see drafts and scheduled posts too.
import type { Queryable } from '../database.ts';

export interface NewsPostRow {
  id: string;
  title: string;
  text: string;
  credits: string;
  author_id: string | null;
  publish_date: Date;
  published: boolean;
  created_at: Date;
  updated_at: Date;
}

export type NewsPostFields = Pick<
  NewsPostRow,
  'title' | 'text' | 'credits' | 'publish_date' | 'published'
>;

/** Posts per page of the news, as the original pages them. */
export const NEWS_PAGE_SIZE = 10;

const VISIBLE = '(published AND publish_date <= $1)';

export function listNewsPosts(
  db: Queryable,
  { now, page, seesAll }: { now: Date; page: number; seesAll: boolean },
): Promise<NewsPostRow[]> {
  return db.query<NewsPostRow>(
    `SELECT * FROM news_posts WHERE ($2 OR ${VISIBLE})
     ORDER BY publish_date DESC, id DESC LIMIT $3 OFFSET $4`,
    [now, seesAll, NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE],
  );
}

export async function findNewsPost(
  db: Queryable,
  id: string,
  { now, seesAll }: { now: Date; seesAll: boolean },
): Promise<NewsPostRow | undefined> {
  const [row] = await db.query<NewsPostRow>(
    `SELECT * FROM news_posts WHERE id::text = $2 AND ($3 OR ${VISIBLE})`,
    [now, id.toLowerCase(), seesAll],
  );
  return row;
}

/** The newest post players can see: the one `flags.newStuff` is about. */
export async function latestNewsPost(db: Queryable, now: Date): Promise<NewsPostRow | undefined> {
  const [row] = await db.query<NewsPostRow>(
    `SELECT * FROM news_posts WHERE ${VISIBLE} ORDER BY publish_date DESC, id DESC LIMIT 1`,
    [now],
  );
  return row;
}

export async function insertNewsPost(
  db: Queryable,
  post: NewsPostFields & { authorId: string; now: Date },
): Promise<NewsPostRow> {
  const [row] = await db.query<NewsPostRow>(
    `INSERT INTO news_posts (title, text, credits, author_id, publish_date, published,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING *`,
    [
      post.title,
      post.text,
      post.credits,
      post.authorId,
      post.publish_date,
      post.published,
      post.now,
    ],
  );
  return row!;
}

export async function updateNewsPost(
  db: Queryable,
  id: string,
  fields: NewsPostFields,
  now: Date,
): Promise<NewsPostRow> {
  const [row] = await db.query<NewsPostRow>(
    `UPDATE news_posts SET title = $2, text = $3, credits = $4, publish_date = $5,
       published = $6, updated_at = $7
     WHERE id = $1 RETURNING *`,
    [id, fields.title, fields.text, fields.credits, fields.publish_date, fields.published, now],
  );
  return row!;
}

export async function deleteNewsPost(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM news_posts WHERE id = $1', [id]);
}
