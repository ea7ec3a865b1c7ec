// Completed to-dos that come back (issue 30, `returnsAfterDays`): those still kept, for the day
// boundary to reopen when their date has come (services/time/returningTodos.ts).
import type { Queryable } from '../database.ts';
import { fromRow, type StoredTask } from './tasks.ts';

export async function listReturningTodos(db: Queryable, userId: string): Promise<StoredTask[]> {
  const rows = await db.query<Parameters<typeof fromRow>[0]>(
    `SELECT * FROM tasks WHERE user_id = $1 AND type = 'todo' AND NOT archived
       AND details @> '{"completed": true}' AND coalesce(details->>'returnsAfterDays', '') <> ''`,
    [userId],
  );
  return rows.map(fromRow);
}
