// The player a calendar feed's secret belongs to (users.calendar_feed_token, see the time zones
// migration).
import type { Queryable } from '../database.ts';

export interface FeedOwner {
  id: string;
  preferences: Record<string, unknown>;
}

export async function findFeedOwner(db: Queryable, token: string): Promise<FeedOwner | undefined> {
  const [owner] = await db.query<FeedOwner>(
    'SELECT id, preferences FROM users WHERE calendar_feed_token = $1',
    [token],
  );
  return owner;
}
