// Writing the news, for staff with the `news` permission. Every staff action is recorded
// (issue 18): on the writer's own trail, as blockers are.
import { NotFound } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import {
  deleteNewsPost,
  findNewsPost,
  insertNewsPost,
  updateNewsPost,
  type NewsPostRow,
} from '../../db/repositories/newsPosts.ts';
import type { ServiceContext } from '../serviceContext.ts';
import { ensurePermission } from '../staffPermissions.ts';

/** A post as staff send it; absent fields keep their value (or take the default). */
export interface NewsPostInput {
  title?: string | undefined;
  text?: string | undefined;
  credits?: string | undefined;
  published?: boolean | undefined;
  /** ISO date; absent: now (a new post) or unchanged. */
  publishDate?: string | undefined;
}

const postNotFound = () => new NotFound('newsPostNotFound');

export async function createNewsPost(
  context: ServiceContext,
  {
    publishDate,
    published,
    ...texts
  }: NewsPostInput & { title: string; text: string; credits: string },
): Promise<NewsPostRow> {
  const staffId = await ensureNewsStaff(context);
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const inserted = await insertNewsPost(tx, {
      ...texts,
      publish_date: publishDate ? new Date(publishDate) : now,
      published: published ?? false,
      authorId: staffId,
      now,
    });
    await recordNewsChange(tx, staffId, 'created', inserted);
    return inserted;
  });
}

export async function changeNewsPost(
  context: ServiceContext,
  postId: string,
  { publishDate, ...changes }: NewsPostInput,
): Promise<NewsPostRow> {
  const staffId = await ensureNewsStaff(context);
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const found = await findNewsPost(tx, postId, { now, seesAll: true });
    if (!found) throw postNotFound();
    await recordNewsChange(tx, staffId, 'updated', found);
    return updateNewsPost(
      tx,
      found.id,
      {
        title: changes.title ?? found.title,
        text: changes.text ?? found.text,
        credits: changes.credits ?? found.credits,
        published: changes.published ?? found.published,
        publish_date: publishDate ? new Date(publishDate) : found.publish_date,
      },
      now,
    );
  });
}

export async function removeNewsPost(context: ServiceContext, postId: string): Promise<void> {
  const staffId = await ensureNewsStaff(context);
  await context.db.transaction(async (tx) => {
    const found = await findNewsPost(tx, postId, { now: context.clock.now(), seesAll: true });
    if (!found) throw postNotFound();
    await deleteNewsPost(tx, found.id);
    await recordNewsChange(tx, staffId, 'deleted', found);
  });
}

async function ensureNewsStaff(context: ServiceContext): Promise<string> {
  await ensurePermission(context.db, context.actorId!, 'news');
  return context.actorId!;
}

function recordNewsChange(
  tx: Queryable,
  staffId: string,
  action: 'created' | 'updated' | 'deleted',
  post: { id: string; title: string },
) {
  return recordEvent(tx, {
    type: 'admin.newsPostChanged',
    userId: staffId,
    payload: { action, postId: post.id, title: post.title },
  });
}
