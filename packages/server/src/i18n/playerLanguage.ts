// The language a player reads: their `preferences.language` when it is one of ours, else English.
// For what the server writes to them outside a request (e-mails).
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@questlog/core/languages';
import type { Queryable } from '../db/database.ts';

export async function playerLanguage(db: Queryable, userId: string): Promise<Language> {
  const [row] = await db.query<{ language: string | null }>(
    `SELECT preferences->>'language' AS language FROM users WHERE id = $1`,
    [userId],
  );
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}
