// Fixtures for the social route tests: gems, sanctions, permissions and account age set straight
// in the database (the game has no route for them yet, or they belong to staff tools).
import type { Database } from '../../src/db/database.ts';

export function socialFixtures(db: Database) {
  return {
    setGems: (userId: string, gems: number) =>
      db.query('UPDATE users SET gems = $2 WHERE id = $1', [userId, gems]),
    gemsOf: async (userId: string) =>
      (await db.query<{ gems: number }>('SELECT gems FROM users WHERE id = $1', [userId]))[0]!.gems,
    setFlags: (userId: string, flags: Record<string, unknown>) =>
      db.query('UPDATE users SET flags = flags || $2 WHERE id = $1', [userId, flags]),
    makeModerator: (userId: string) =>
      db.query(
        `UPDATE users SET permissions = permissions || '{"moderator": true}' WHERE id = $1`,
        [userId],
      ),
    /** Makes the account `days` old (flags of accounts under 3 days do not count). */
    ageAccount: (userId: string, days: number) =>
      db.query(`UPDATE users SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [
        userId,
        days,
      ]),
  };
}
