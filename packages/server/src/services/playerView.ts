// What the answers that show the whole player need, read together: the player, their social
// summary (party, guilds, invitations) and the newest news post (for `flags.newStuff`).
import type { Queryable } from '../db/database.ts';
import { loadSocialSummary } from '../db/repositories/socialSummary.ts';
import { loadUser } from '../db/repositories/users.ts';
import { latestNewsPostId } from './news/newsReader.ts';

export async function loadPlayerView(db: Queryable, userId: string, now: Date) {
  const [user, social, newsPostId] = await Promise.all([
    loadUser(db, userId),
    loadSocialSummary(db, userId, now),
    latestNewsPostId(db, now),
  ]);
  return { user: user!, social, latestNewsPostId: newsPostId };
}
