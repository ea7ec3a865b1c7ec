// A member's day of quest progress (docs/game-rules.md#quests-and-bosses) reaches the party's
// quest, inside the member's day-boundary change. That change locked the member and their whole
// party in id order first (cronRunner's lock), then takes the party row here: the day
// runs once per member (cron_runs), so the boss takes each member-day's damage exactly once, and
// two members' days queue on the same locks instead of losing each other's damage.
import {
  applyQuestProgress,
  emptyGroupQuest,
  finishQuestFor,
  participantAfterProgress,
  type PartyQuestProgress,
  type PlayerState,
} from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { lockGroup, updateGroup } from '../../db/repositories/groups.ts';
import { addNotification } from '../../db/repositories/notifications.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { playerColumns, playerStateOf } from '../playerState.ts';
import type { PlayerChange } from '../players/playerChanger.ts';
import type { RandomSource } from '../random.ts';
import { questChatText } from './questChat.ts';
import { recordQuestEvent } from '../webhooks/webhookEvents.ts';
import { postSystemMessage } from '../chat/systemMessagePoster.ts';

export interface QuestDayInput {
  tx: Queryable;
  now: Date;
  random: RandomSource;
  partyId: string | undefined;
  /** The member's row as read under the lock, and their player after the day's rules. */
  row: UserRow;
  player: PlayerState;
  /** The day's progress, already taken off the player by core's cron. */
  progress: PartyQuestProgress;
  /** The member's change: the other party members are read and written through it. */
  change: Pick<PlayerChange, 'others' | 'writePlayer'>;
}

export interface QuestDayOutcome {
  player: PlayerState;
  /** Notifications were added to the member (a finished quest's achievements). */
  notified: boolean;
}

export async function applyQuestDay(input: QuestDayInput): Promise<QuestDayOutcome> {
  const { tx, now, random, partyId, row } = input;
  const unchanged = { player: input.player, notified: false };
  if (!partyId) return unchanged;
  const group = await lockGroup(tx, partyId);
  const quest = group?.quest;
  if (!group || !quest?.active || quest.members[row.id] !== true) return unchanged;

  const outcome = applyQuestProgress({
    quest,
    contribution: { userId: row.id, ...input.progress },
    random,
  });
  const participantIds = Object.keys(outcome.quest.members).filter(
    (id) => outcome.quest.members[id] === true,
  );
  // Locked with the member (their whole party), as read under the lock.
  const others = participantIds
    .filter((id) => id !== row.id)
    .map((id) => input.change.others.get(id))
    .filter((other): other is UserRow => other !== undefined);
  const names = new Map([row, ...others].map((member) => [member.id, nameOf(member)]));
  for (const message of outcome.chat) {
    const info = { type: message.type, ...message.params };
    const text = questChatText(info, (id) => (id && names.get(id)) || 'Someone');
    await postSystemMessage(tx, group, { text, info, now });
  }

  let player = participantAfterProgress(input.player, outcome) as PlayerState;
  let notified = false;
  if (outcome.finished) {
    const finished = finishQuestFor({
      player,
      questKey: quest.key!,
      isOwner: quest.leader === row.id,
    });
    player = finished.player;
    for (const notification of finished.notifications ?? []) {
      await addNotification(tx, row.id, { ...notification, now });
      notified = true;
    }
  }
  for (const other of others) {
    let otherPlayer = participantAfterProgress(playerStateOf(other), outcome) as PlayerState;
    const notifications = [];
    if (outcome.finished) {
      const finished = finishQuestFor({
        player: otherPlayer,
        questKey: quest.key!,
        isOwner: quest.leader === other.id,
      });
      otherPlayer = finished.player;
      notifications.push(...(finished.notifications ?? []));
    }
    await input.change.writePlayer(other.id, playerColumns(otherPlayer, other));
    for (const notification of notifications) {
      await addNotification(tx, other.id, { ...notification, now });
    }
  }
  if (outcome.finished) {
    // The owner is taken before the quest is cleared (the original loses it).
    await recordQuestEvent(tx, {
      type: 'quest.finished',
      groupId: group.id,
      userIds: participantIds,
      data: {
        type: 'questFinished',
        group: { id: group.id, name: group.name },
        quest: { key: quest.key, questOwner: quest.leader },
      },
    });
  }
  const nextQuest = outcome.finished ? emptyGroupQuest() : outcome.quest;
  await updateGroup(tx, group.id, { quest: nextQuest }, now);
  return { player, notified };
}

function nameOf(row: UserRow): string {
  return (row.profile as { name?: string }).name ?? '';
}
