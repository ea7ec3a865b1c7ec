// A player's day reaches the world boss fought in the Tavern, in the player's day-boundary
// transaction. Lock order: the player's party rows first (cron's lock), then the party row
// (questProgressAtCron), then the Tavern row, last. The Tavern is read without a lock first, so
// days pass without touching its row while no boss is active.
import { applyWorldBossProgress, type GroupQuest, type PartyQuestProgress } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import { TAVERN_ID, findGroup, lockGroup, updateGroup } from '../../db/repositories/groups.ts';
import { questChatText } from './questChat.ts';
import { postSystemMessage } from '../chat/systemMessagePoster.ts';

export const WORLD_BOSS_DEFEATED = 'worldBoss.defeated';

export async function applyWorldBossDay({
  tx,
  now,
  userId,
  progress,
}: {
  tx: Queryable;
  now: Date;
  userId: string;
  progress: PartyQuestProgress;
}): Promise<void> {
  if (progress.up === 0 && progress.down === 0) return;
  const seen = await findGroup(tx, TAVERN_ID);
  if (!(seen?.quest as GroupQuest | undefined)?.active) return;
  const tavern = await lockGroup(tx, TAVERN_ID);
  const quest = tavern?.quest;
  if (!tavern || !quest?.active || !quest.key) return;

  const outcome = applyWorldBossProgress({ quest, contribution: progress });
  await updateGroup(tx, TAVERN_ID, { quest: outcome.quest as never }, now);
  await tx.query(
    'INSERT INTO world_boss_fighters (quest_key, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [quest.key, userId],
  );
  for (const message of outcome.chat) {
    const info = { type: message.type, ...message.params };
    await postSystemMessage(tx, tavern, { text: questChatText(info, () => ''), info, now });
  }
  if (outcome.defeated) {
    await recordEvent(tx, { type: WORLD_BOSS_DEFEATED, payload: { questKey: quest.key } });
  }
}
