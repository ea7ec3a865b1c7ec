// A player's tags: read, created, renamed, deleted and reordered. Every change runs inside the
// player's lock (changeActor); another player's tag is a 404 tagNotFound, like an unknown one.
import { NotFound } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import {
  deleteTag,
  findTag,
  insertTag,
  listTags,
  renameTag,
  saveTagOrder,
  type Tag,
} from '../../db/repositories/tags.ts';
import type { SignedInContext } from '../signedInContext.ts';

const tagNotFound = () => new NotFound('tagNotFound');

export function listOwnTags(db: Queryable, userId: string): Promise<Tag[]> {
  return listTags(db, userId);
}

export async function findOwnTag(db: Queryable, userId: string, tagId: string): Promise<Tag> {
  const tag = await findTag(db, userId, tagId);
  if (!tag) throw tagNotFound();
  return tag;
}

export function createTag(context: SignedInContext, name: string): Promise<Tag> {
  return context.changeActor(({ tx, user, now }) => insertTag(tx, user.row.id, name, now));
}

export function renameOwnTag(context: SignedInContext, tagId: string, name: string) {
  return context.changeActor(async ({ tx, user }) => {
    const renamed = await renameTag(tx, user.row.id, tagId, name);
    if (!renamed) throw tagNotFound();
    return renamed;
  });
}

export function deleteOwnTag(context: SignedInContext, tagId: string): Promise<void> {
  return context.changeActor(async ({ tx, user }) => {
    if (!(await deleteTag(tx, user.row.id, tagId))) throw tagNotFound();
  });
}

/** Moves the tag to position `to` (−1: the end). */
export function moveTag(context: SignedInContext, tagId: string, to: number): Promise<void> {
  return context.changeActor(async ({ tx, user }) => {
    const ids = user.tags.map((tag) => tag.id);
    const from = ids.indexOf(tagId);
    if (from === -1) throw tagNotFound();
    ids.splice(from, 1);
    ids.splice(to === -1 ? ids.length : to, 0, tagId);
    await saveTagOrder(tx, user.row.id, ids);
  });
}
