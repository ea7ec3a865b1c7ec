// The player's side of the news: `flags.newStuff` is worked out when the user is
// presented — there is a post players can see and it is not the one last read — so nothing has
// to be written to every player when a post goes out. Reading stores the post's id; "tell me
// later" reads it too and leaves a seen NEW_STUFF notification (one at most) that keeps the post
// a click away.
import type { Queryable } from '../../db/database.ts';
import { latestNewsPost } from '../../db/repositories/newsPosts.ts';
import type { PlayerChange } from '../players/playerChanger.ts';

export const NEW_STUFF = 'NEW_STUFF';

/** The flags as presented: `newStuff` from the newest visible post (`undefined`: not looked up). */
export function flagsWithNewStuff(
  flags: Record<string, unknown>,
  latestPostId: string | null | undefined,
): Record<string, unknown> {
  if (latestPostId === undefined) return flags;
  return { ...flags, newStuff: latestPostId !== null && flags.lastNewStuffRead !== latestPostId };
}

export async function latestNewsPostId(db: Queryable, now: Date): Promise<string | null> {
  return (await latestNewsPost(db, now))?.id ?? null;
}

/** `flags` after reading the newest post (no post: only newStuff is cleared). */
export async function flagsAfterReading(
  { tx, now }: PlayerChange,
  flags: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const latest = await latestNewsPostId(tx, now);
  return { ...flags, newStuff: false, ...(latest === null ? {} : { lastNewStuffRead: latest }) };
}

export async function readNews(change: PlayerChange): Promise<void> {
  change.setUserColumns({ flags: await flagsAfterReading(change, change.user.row.flags) });
}

export async function tellMeLater(change: PlayerChange): Promise<void> {
  const { tx, user, now } = change;
  const latest = await latestNewsPost(tx, now);
  await readNews(change);
  if (!latest) return;
  await tx.query('DELETE FROM notifications WHERE user_id = $1 AND type = $2', [
    user.row.id,
    NEW_STUFF,
  ]);
  await tx.query(
    `INSERT INTO notifications (user_id, type, data, seen, created_at)
     VALUES ($1, $2, $3, true, $4)`,
    [user.row.id, NEW_STUFF, { title: latest.title.toUpperCase() }, now],
  );
  change.notificationsChanged();
}
