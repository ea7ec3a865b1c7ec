// Checks what only the server knows before new or changed tasks are written: their tags are the
// player's own and their aliases are free among the player's tasks (core checks everything else).
import { BadRequest, MAX_TASKS_PER_PLAYER, formatMessage, type ParamError } from '@questlog/core';
import type { Queryable } from '../db/database.ts';
import { isAliasTaken, type StoredTask } from '../db/repositories/tasks.ts';
import type { StoredUser } from '../db/repositories/users.ts';

export async function checkTaskReferences(
  tx: Queryable,
  user: StoredUser,
  tasks: readonly StoredTask[],
  { isIndexed = false } = {},
): Promise<void> {
  const ownTags = new Set(user.tags.map((tag) => tag.id));
  const errors: ParamError[] = [];
  const aliases = new Set<string>();
  for (const [index, task] of tasks.entries()) {
    const prefix = isIndexed ? `${index}.` : '';
    const foreign = task.tags.filter((tagId) => !ownTags.has(tagId));
    if (foreign.length > 0) {
      errors.push({
        param: `${prefix}tags`,
        message: formatMessage('tagNotFound'),
        value: foreign,
      });
    }
    if (task.alias === undefined) continue;
    if (aliases.has(task.alias) || (await isAliasTaken(tx, user.row.id, task.alias, task.id))) {
      errors.push({
        param: `${prefix}alias`,
        message: formatMessage('taskAliasAlreadyUsed'),
        value: task.alias,
      });
    }
    aliases.add(task.alias);
  }
  if (errors.length > 0) throw new BadRequest('invalidRequestParameters', { errors });
}

/** Refuses new tasks past the most one player keeps (cleared to-dos do not count). */
export async function refuseTooManyTasks(tx: Queryable, userId: string, adding: number) {
  const [row] = await tx.query<{ kept: number }>(
    'SELECT count(*)::int AS kept FROM tasks WHERE user_id = $1 AND NOT archived',
    [userId],
  );
  if ((row?.kept ?? 0) + adding > MAX_TASKS_PER_PLAYER) {
    throw new BadRequest('tooManyTasks', { params: { max: MAX_TASKS_PER_PLAYER } });
  }
}
