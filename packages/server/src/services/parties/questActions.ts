// The party quest calls (invite, accept, reject, force-start, cancel, abort, leave): core's rules
// decide, this writes the party's quest and every member's side of it in the one transaction
// changeGroup opened (members locked, then the group row). The quest starts by itself once nobody's
// answer is pending.
import {
  NotAuthorized,
  abortQuest,
  answerQuestInvite,
  cancelQuest,
  checkForceStart,
  inviteToQuest,
  leaveQuest,
  playerQuestCleaned,
  playerQuestInvited,
  playerQuestStarted,
  startQuest,
  type GroupQuest,
  type PlayerPartyQuest,
} from '@questlog/core';
import { updateGroup } from '../../db/repositories/groups.ts';
import { partyQuestOf, partyWithQuest } from './memberQuest.ts';
import type { PartyChange } from './partyChange.ts';
import { questChatText, type QuestChatInfo } from './questChat.ts';
import { recordQuestEvent } from '../webhooks/webhookEvents.ts';
import { recordQuestInviteAnswered } from '../staff/historyEvents.ts';

export type QuestAnswer = 'accept' | 'reject';

function questOf(change: PartyChange): GroupQuest {
  if (change.group.type !== 'party') throw new NotAuthorized('guildQuestsNotSupported');
  return change.group.quest;
}

function memberIdsOf(change: PartyChange): string[] {
  return [change.user.row.id, ...change.others.keys()];
}

async function saveQuest(change: PartyChange, quest: GroupQuest): Promise<GroupQuest> {
  const saved = await updateGroup(change.tx, change.group.id, { quest }, change.now);
  change.group = saved;
  return quest;
}

/** Changes one member's side of the quest. */
async function updateMemberQuest(
  change: PartyChange,
  userId: string,
  update: (quest: PlayerPartyQuest) => PlayerPartyQuest,
): Promise<void> {
  const row = change.playerRow(userId);
  if (!row) return;
  await change.writePlayer(userId, { party: partyWithQuest(row, update(partyQuestOf(row))) });
}

export async function postQuestMessage(change: PartyChange, info: QuestChatInfo): Promise<void> {
  const nameOf = (id?: string) => {
    const profile = id
      ? (change.playerRow(id)?.profile as { name?: string } | undefined)
      : undefined;
    return profile?.name ?? 'Someone';
  };
  await change.postSystemMessage(questChatText(info, nameOf), info);
}

export async function inviteParty(change: PartyChange, questKey: string): Promise<GroupQuest> {
  const actor = change.user.row;
  const owned = (actor.items as { quests?: Record<string, number> }).quests?.[questKey] ?? 0;
  const { quest, isReadyToStart } = inviteToQuest({
    quest: questOf(change),
    questKey,
    inviterId: actor.id,
    memberIds: memberIdsOf(change),
    ownedScrolls: owned,
  });
  for (const memberId of memberIdsOf(change)) {
    const rsvpNeeded = memberId !== actor.id;
    await updateMemberQuest(change, memberId, (own) =>
      playerQuestInvited(own, questKey, rsvpNeeded),
    );
  }
  await recordQuestActivity(change, 'quest.invited', quest, memberIdsOf(change));
  return isReadyToStart ? beginQuest(change, quest) : saveQuest(change, quest);
}

/** questActivity webhooks: who is told, and of which quest. */
async function recordQuestActivity(
  change: PartyChange,
  type: 'quest.invited' | 'quest.started',
  quest: GroupQuest,
  userIds: readonly string[],
): Promise<void> {
  await recordQuestEvent(change.tx, {
    type,
    groupId: change.group.id,
    userIds,
    data: {
      type: type === 'quest.invited' ? 'questInvited' : 'questStarted',
      group: { id: change.group.id, name: change.group.name },
      quest: { key: quest.key, questOwner: quest.leader },
    },
  });
}

/** A member answers the invitation; the answer joins their admin history. */
export async function answerInvite(change: PartyChange, answer: QuestAnswer): Promise<GroupQuest> {
  const userId = change.user.row.id;
  const pending = questOf(change);
  const { quest, isReadyToStart } = answerQuestInvite({ quest: pending, userId, answer });
  await updateMemberQuest(change, userId, (own) =>
    answer === 'accept' ? { ...own, RSVPNeeded: false } : playerQuestCleaned(own),
  );
  await recordQuestInviteAnswered(change.tx, {
    userId,
    groupId: change.group.id,
    client: change.client,
    quest: pending.key ?? '',
    response: answer,
  });
  return isReadyToStart ? beginQuest(change, quest) : saveQuest(change, quest);
}

export async function forceStart(change: PartyChange): Promise<GroupQuest> {
  const quest = questOf(change);
  checkForceStart({
    quest,
    actorId: change.user.row.id,
    partyLeaderId: change.group.leader_id ?? '',
  });
  return beginQuest(change, quest);
}

/**
 * Starts the quest: participants are those who accepted and are still in the party; the owner's
 * scroll is used up now, whoever started it.
 */
async function beginQuest(change: PartyChange, pending: GroupQuest): Promise<GroupQuest> {
  const { quest, participants, nonParticipants } = startQuest({
    quest: pending,
    partyMemberIds: memberIdsOf(change),
  });
  const key = quest.key!;
  const owner = quest.leader ? change.playerRow(quest.leader) : undefined;
  if (owner) {
    const items = owner.items as { quests?: Record<string, number> };
    const quests = items.quests ?? {};
    await change.writePlayer(owner.id, {
      items: { ...owner.items, quests: { ...quests, [key]: Math.max(0, (quests[key] ?? 0) - 1) } },
    });
  }
  for (const id of participants) {
    await updateMemberQuest(change, id, (own) => playerQuestStarted(own, key));
  }
  for (const id of nonParticipants) await updateMemberQuest(change, id, playerQuestCleaned);
  await postQuestMessage(change, { type: 'quest_start', quest: key, members: participants });
  await recordQuestActivity(change, 'quest.started', quest, participants);
  return saveQuest(change, quest);
}

export async function cancelPartyQuest(change: PartyChange): Promise<GroupQuest> {
  const pending = questOf(change);
  const { quest } = cancelQuest({
    quest: pending,
    actorId: change.user.row.id,
    partyLeaderId: change.group.leader_id ?? '',
  });
  for (const id of memberIdsOf(change)) await updateMemberQuest(change, id, playerQuestCleaned);
  await postQuestMessage(change, {
    type: 'quest_cancel',
    user: change.user.row.id,
    quest: pending.key ?? undefined,
  });
  return saveQuest(change, quest);
}

export async function abortPartyQuest(change: PartyChange): Promise<GroupQuest> {
  const { quest, refundTo, questKey } = abortQuest({
    quest: questOf(change),
    actorId: change.user.row.id,
    partyLeaderId: change.group.leader_id ?? '',
  });
  for (const id of memberIdsOf(change)) await updateMemberQuest(change, id, playerQuestCleaned);
  const owner = change.playerRow(refundTo);
  if (owner) {
    const quests = (owner.items as { quests?: Record<string, number> }).quests ?? {};
    await change.writePlayer(refundTo, {
      items: { ...owner.items, quests: { ...quests, [questKey]: (quests[questKey] ?? 0) + 1 } },
    });
  }
  await postQuestMessage(change, {
    type: 'quest_abort',
    user: change.user.row.id,
    quest: questKey,
  });
  return saveQuest(change, quest);
}

export async function leavePartyQuest(change: PartyChange): Promise<GroupQuest> {
  const userId = change.user.row.id;
  const { quest } = leaveQuest({ quest: questOf(change), userId });
  await updateMemberQuest(change, userId, playerQuestCleaned);
  return saveQuest(change, quest);
}
