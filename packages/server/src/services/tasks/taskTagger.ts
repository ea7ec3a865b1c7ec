// Tagging a task of the acting player with one of their tags (another's or an unknown tag is a
// 400 tagNotFound, a tag already there a 400 tagAlreadyOnTask), or untagging it (a tag not on the
// task is a 404 tagNotFound). Each answers the task.
import { BadRequest, NotFound } from '@questlog/core';
import { saveTask, type StoredTask } from '../../db/repositories/tasks.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { findOwnTask } from '../taskFinder.ts';

export function tagTask(
  context: SignedInContext,
  taskId: string,
  tagId: string,
): Promise<StoredTask> {
  return context.changeActor(async ({ tx, user, now }) => {
    const found = await findOwnTask(tx, user.row.id, taskId);
    if (!user.tags.some((tag) => tag.id === tagId)) throw new BadRequest('tagNotFound');
    if (found.tags.includes(tagId)) throw new BadRequest('tagAlreadyOnTask');
    const tagged = { ...found, tags: [...found.tags, tagId], updatedAt: now.toISOString() };
    await saveTask(tx, tagged);
    return tagged;
  });
}

export function untagTask(
  context: SignedInContext,
  taskId: string,
  tagId: string,
): Promise<StoredTask> {
  return context.changeActor(async ({ tx, user, now }) => {
    const found = await findOwnTask(tx, user.row.id, taskId);
    if (!found.tags.includes(tagId)) throw new NotFound('tagNotFound');
    const untagged = {
      ...found,
      tags: found.tags.filter((id) => id !== tagId),
      updatedAt: now.toISOString(),
    };
    await saveTask(tx, untagged);
    return untagged;
  });
}
