// The player's tags: an ordered list (`position`), as the original keeps them on the user.
import type { Queryable } from '../database.ts';

export interface Tag {
  id: string;
  name: string;
  /** The tag of a challenge the player takes part in (its id is the challenge's). */
  challenge: boolean;
}

const TAG_COLUMNS = 'id, name, challenge';

export function listTags(db: Queryable, userId: string): Promise<Tag[]> {
  return db.query<Tag>(
    `SELECT ${TAG_COLUMNS} FROM tags WHERE user_id = $1 ORDER BY position, created_at, id`,
    [userId],
  );
}

export async function findTag(
  db: Queryable,
  userId: string,
  tagId: string,
): Promise<Tag | undefined> {
  const [tag] = await db.query<Tag>(
    `SELECT ${TAG_COLUMNS} FROM tags WHERE user_id = $1 AND id = $2`,
    [userId, tagId],
  );
  return tag;
}

/** Adds a tag at the end of the list. */
export async function insertTag(db: Queryable, userId: string, name: string, now: Date) {
  const [tag] = await db.query<Tag>(
    `INSERT INTO tags (user_id, name, position, created_at)
     VALUES ($1, $2, (SELECT coalesce(max(position) + 1, 0) FROM tags WHERE user_id = $1), $3)
     RETURNING ${TAG_COLUMNS}`,
    [userId, name, now],
  );
  return tag!;
}

export async function renameTag(db: Queryable, userId: string, tagId: string, name: string) {
  const [tag] = await db.query<Tag>(
    `UPDATE tags SET name = $3 WHERE user_id = $1 AND id = $2 RETURNING ${TAG_COLUMNS}`,
    [userId, tagId, name],
  );
  return tag;
}

/** Deletes the tag and strips it from every task of the player. */
export async function deleteTag(db: Queryable, userId: string, tagId: string): Promise<boolean> {
  const deleted = await db.query('DELETE FROM tags WHERE user_id = $1 AND id = $2 RETURNING id', [
    userId,
    tagId,
  ]);
  if (deleted.length === 0) return false;
  await db.query(
    'UPDATE tasks SET tag_ids = array_remove(tag_ids, $2::uuid) WHERE user_id = $1 AND $2::uuid = ANY(tag_ids)',
    [userId, tagId],
  );
  return true;
}

/** Rewrites every position from the given order of ids. */
export async function saveTagOrder(db: Queryable, userId: string, ids: readonly string[]) {
  await db.query(
    `UPDATE tags SET position = ordered.position - 1
       FROM unnest($2::uuid[]) WITH ORDINALITY AS ordered (id, position)
     WHERE tags.user_id = $1 AND tags.id = ordered.id`,
    [userId, ids],
  );
}
