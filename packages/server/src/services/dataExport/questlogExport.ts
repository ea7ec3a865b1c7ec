// The Questlog export (questlogFormat.ts): read in one transaction, so the file is one moment of
// the player, then written out piece by piece, so a player with years of records is never one
// string in memory.
import { Readable } from 'node:stream';
import type { Database } from '../../db/database.ts';
import {
  listAuthoredChatMessages,
  listOwnedNotifications,
  listOwnedPrivateMessages,
  listOwnedTags,
  listOwnedTasks,
  listOwnedWebhooks,
} from '../../db/repositories/playerExport.ts';
import { loadPlayerHistory } from '../../db/repositories/playerHistories.ts';
import { loadUser } from '../../db/repositories/users.ts';
import { NotAuthorized } from '@questlog/core';
import {
  QUESTLOG_FORMAT,
  QUESTLOG_VERSION,
  RESTORED_PLAYER_FIELDS,
  type ExportedPlayer,
  type QuestlogExport,
} from './questlogFormat.ts';
import { listExportedRecords } from './recordsExport.ts';

/** The whole export as one object (tests, and the stream below). */
export async function readQuestlogExport(
  db: Database,
  userId: string,
  now: Date,
): Promise<QuestlogExport> {
  return db.transaction(async (tx) => {
    // Every read below sees the same moment, even while the player plays on.
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const user = await loadUser(tx, userId);
    if (!user) throw new NotAuthorized();
    const { row, credentials } = user;
    const restored = Object.fromEntries(
      Object.entries(RESTORED_PLAYER_FIELDS).map(([field, column]) => [
        field,
        row[column as keyof typeof row],
      ]),
    ) as Record<keyof typeof RESTORED_PLAYER_FIELDS, unknown>;
    const player: ExportedPlayer = {
      id: row.id,
      username: credentials?.username ?? null,
      email: credentials?.email ?? null,
      createdAt: row.created_at.toISOString(),
      gems: row.gems,
      party: row.party,
      tasksOrder: row.tasks_order,
      ...restored,
    };
    const tasks = await listOwnedTasks(tx, userId);
    return {
      format: QUESTLOG_FORMAT,
      version: QUESTLOG_VERSION,
      exportedAt: now.toISOString(),
      player,
      history: await loadPlayerHistory(tx, userId),
      tags: await listOwnedTags(tx, userId),
      tasks: tasks.map(({ task, isArchived }) => ({ ...task, archived: isArchived })),
      records: await listExportedRecords(tx, userId),
      privateMessages: await listOwnedPrivateMessages(tx, userId),
      chatMessages: await listAuthoredChatMessages(tx, userId),
      notifications: await listOwnedNotifications(tx, userId),
      webhooks: await listOwnedWebhooks(tx, userId),
    };
  });
}

/** The export as a stream of JSON text: each array one element at a time. */
export function questlogExportStream(exported: QuestlogExport): Readable {
  return Readable.from(jsonPieces(exported));
}

function* jsonPieces(exported: QuestlogExport): Generator<string> {
  const fields = Object.entries(exported);
  yield '{';
  for (const [index, [field, value]] of fields.entries()) {
    yield `${index > 0 ? ',' : ''}${JSON.stringify(field)}:`;
    if (!Array.isArray(value)) {
      yield JSON.stringify(value);
      continue;
    }
    yield '[';
    // Pieces of about a hundred elements: few enough writes, none of them large.
    for (let start = 0; start < value.length; start += 100) {
      const piece = value.slice(start, start + 100).map((item) => JSON.stringify(item));
      yield `${start > 0 ? ',' : ''}${piece.join(',')}`;
    }
    yield ']';
  }
  yield '}';
}
