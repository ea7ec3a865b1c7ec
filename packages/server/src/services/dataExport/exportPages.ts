// The export files built from the player's rows: the task history as CSV, the inbox as an HTML
// page in the player's time zone, and a member's avatar page.
import { NotFound, isUuid } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { listWholeInbox } from '../../db/repositories/inboxMessages.ts';
import { loadUser } from '../../db/repositories/users.ts';
import { listAllTasksWithHistories } from '../records/recordedHistories.ts';
import { avatarHtml } from './avatarPage.ts';
import { historyCsv, inboxHtml } from './formats.ts';

export async function taskHistoryCsv(db: Queryable, userId: string): Promise<string> {
  return historyCsv(await listAllTasksWithHistories(db, userId));
}

export async function inboxPage(db: Queryable, userId: string): Promise<string> {
  const [messages, user] = await Promise.all([
    listWholeInbox(db, userId),
    loadUser(db, userId, { withAccount: false }),
  ]);
  const entries = messages.map((row) => ({
    isSent: row.is_sent,
    partner: row.other_name ?? row.other_username ?? 'someone',
    createdAt: row.created_at,
    text: row.text,
  }));
  const offset = Number(user!.row.preferences.timezoneOffset ?? 0) || 0;
  return inboxHtml(entries, offset);
}

/** Any member's avatar page; 404 userNotFound for an unknown id. */
export async function memberAvatarPage(db: Queryable, memberId: string): Promise<string> {
  const member = isUuid(memberId)
    ? await loadUser(db, memberId.toLowerCase(), { withAccount: true })
    : undefined;
  if (!member) throw new NotFound('userNotFound');
  const { row, credentials } = member;
  return avatarHtml({
    name: String(row.profile.name ?? credentials?.username ?? ''),
    username: credentials?.username,
    stats: row.stats as { lvl?: number; class?: string },
    preferences: row.preferences,
    items: row.items as Parameters<typeof avatarHtml>[0]['items'],
  });
}
