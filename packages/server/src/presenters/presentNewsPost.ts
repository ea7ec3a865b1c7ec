// A news post in the original's shape.
import type { NewsPostRow } from '../db/repositories/newsPosts.ts';

export function presentNewsPost(row: NewsPostRow) {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    text: row.text,
    credits: row.credits,
    author: row.author_id,
    publishDate: row.publish_date.toISOString(),
    published: row.published,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
