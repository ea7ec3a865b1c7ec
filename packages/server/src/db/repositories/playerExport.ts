// Reads for the Questlog export (services/dataExport/questlogExport.ts): the rows a player owns,
// each table whole, in a stable order so two exports of the same player compare equal.
import type { Queryable } from '../database.ts';
import { fromRow, type StoredTask, type TaskRow } from './tasks.ts';

/** A timestamp column as the text `Date.toISOString` writes (UTC, milliseconds). */
function isoOf(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Every task the player owns, archived to-dos included, with whether it is archived. */
export async function listOwnedTasks(
  db: Queryable,
  userId: string,
): Promise<{ task: StoredTask; isArchived: boolean }[]> {
  const rows = await db.query<TaskRow>(
    'SELECT * FROM tasks WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return rows.map((row) => ({ task: fromRow(row), isArchived: row.archived }));
}

export interface ExportedTag {
  id: string;
  name: string;
  challenge: boolean;
}

export function listOwnedTags(db: Queryable, userId: string): Promise<ExportedTag[]> {
  return db.query<ExportedTag>(
    'SELECT id, name, challenge FROM tags WHERE user_id = $1 ORDER BY position, created_at, id',
    [userId],
  );
}

export interface ExportedPrivateMessage {
  id: string;
  /** The other side of the conversation; null for a system message or a deleted account. */
  otherId: string | null;
  otherUsername: string | null;
  isSent: boolean;
  text: string;
  likes: Record<string, boolean>;
  createdAt: string;
  readAt: string | null;
}

/** The player's copies of their private messages, oldest first. */
export function listOwnedPrivateMessages(
  db: Queryable,
  userId: string,
): Promise<ExportedPrivateMessage[]> {
  return db.query<ExportedPrivateMessage>(
    `SELECT m.id, m.other_id AS "otherId", c.username AS "otherUsername", m.is_sent AS "isSent",
       m.text, m.likes, ${isoOf('m.created_at')} AS "createdAt",
       ${isoOf('m.read_at')} AS "readAt"
     FROM inbox_messages m LEFT JOIN credentials c ON c.user_id = m.other_id
     WHERE m.owner_id = $1 ORDER BY m.created_at, m.seq`,
    [userId],
  );
}

export interface ExportedChatMessage {
  id: string;
  groupId: string;
  groupName: string;
  groupType: string;
  text: string;
  likes: Record<string, boolean>;
  createdAt: string;
}

/** The chat messages the player wrote, in any group, oldest first. */
export function listAuthoredChatMessages(
  db: Queryable,
  userId: string,
): Promise<ExportedChatMessage[]> {
  return db.query<ExportedChatMessage>(
    `SELECT m.id, m.group_id AS "groupId", g.name AS "groupName", g.type AS "groupType", m.text,
       m.likes, ${isoOf('m.created_at')} AS "createdAt"
     FROM chat_messages m JOIN groups g ON g.id = m.group_id
     WHERE m.author_id = $1 ORDER BY m.created_at, m.seq`,
    [userId],
  );
}

export interface ExportedNotification {
  id: string;
  type: string;
  data: Record<string, unknown>;
  seen: boolean;
  createdAt: string;
}

export function listOwnedNotifications(
  db: Queryable,
  userId: string,
): Promise<ExportedNotification[]> {
  return db.query<ExportedNotification>(
    `SELECT id, type, data, seen, ${isoOf('created_at')} AS "createdAt"
     FROM notifications WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
}

export interface ExportedWebhook {
  id: string;
  type: string;
  label: string;
  url: string;
  enabled: boolean;
  options: Record<string, unknown>;
}

/** The player's webhooks without their signing secrets. */
export function listOwnedWebhooks(db: Queryable, userId: string): Promise<ExportedWebhook[]> {
  return db.query<ExportedWebhook>(
    `SELECT id, type, label, url, enabled, options FROM webhooks WHERE user_id = $1
     ORDER BY created_at, id`,
    [userId],
  );
}
