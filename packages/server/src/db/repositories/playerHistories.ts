// The player's experience and open to-do totals at each day boundary (the API's `user.history`),
// kept beside the user row: the day boundary rewrites it once a day, nothing else touches it.
import type { Queryable } from '../database.ts';

export interface HistoryEntry {
  date: number;
  value: number;
}

export interface PlayerHistory {
  exp: HistoryEntry[];
  todos: HistoryEntry[];
}

export async function loadPlayerHistory(db: Queryable, userId: string): Promise<PlayerHistory> {
  const [row] = await db.query<PlayerHistory>(
    'SELECT exp, todos FROM player_histories WHERE user_id = $1',
    [userId],
  );
  return row ?? { exp: [], todos: [] };
}

export async function savePlayerHistory(
  db: Queryable,
  userId: string,
  { exp, todos }: PlayerHistory,
): Promise<void> {
  await db.query(
    `INSERT INTO player_histories (user_id, exp, todos) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET exp = excluded.exp, todos = excluded.todos`,
    // As JSON text: node-postgres would send a JS array as a PostgreSQL array, not as jsonb.
    [userId, JSON.stringify(exp), JSON.stringify(todos)],
  );
}
