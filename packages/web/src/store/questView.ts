// What the quest card shows, computed from the party's quest, core's quest catalogue and the
// viewer's own progress. Pure: the card only draws the result.
import { questByKey, type Quest } from '@questlog/core';
import type { Party, QuestAnswer } from '../api/partyTypes.ts';
import type { UserPartyState } from '../api/partyTypes.ts';

export interface CollectLine {
  itemKey: string;
  collected: number;
  needed: number;
}

interface QuestBase {
  quest: Quest;
  /** The viewer owns the scroll. */
  isOwner: boolean;
  /** The viewer owns the scroll or leads the party: may start early, cancel, abort. */
  isInCharge: boolean;
}

export type QuestView =
  | { kind: 'none' }
  /** A key the catalogue does not know (newer content than this client). */
  | { kind: 'unknown'; questKey: string }
  | (QuestBase & {
      kind: 'pending';
      accepted: string[];
      undecided: string[];
      isRsvpNeeded: boolean;
      hasAccepted: boolean;
    })
  | (QuestBase & {
      kind: 'boss';
      isParticipant: boolean;
      hp: number;
      maxHp: number;
      pendingDamage: number;
      rage: { value: number; max: number } | null;
    })
  | (QuestBase & {
      kind: 'collect';
      isParticipant: boolean;
      items: CollectLine[];
      pendingItems: number;
    });

/** Current boss health rounded up to 2 decimals. */
export const shownBossHp = (hp: number) => Math.ceil(hp * 100) / 100;
/** The viewer's pending damage floored to 1 decimal. */
export const shownPendingDamage = (up: number) => Math.floor(up * 10) / 10;

const idsAnswering = (members: Record<string, QuestAnswer>, answer: QuestAnswer) =>
  Object.entries(members)
    .filter(([, value]) => value === answer)
    .map(([id]) => id);

export function questViewOf(party: Party, viewerId: string, viewer: UserPartyState): QuestView {
  const { key, active, leader, members, progress } = party.quest;
  if (!key) return { kind: 'none' };
  const quest = questByKey(key);
  if (!quest) return { kind: 'unknown', questKey: key };
  const isOwner = leader === viewerId;
  const base: QuestBase = { quest, isOwner, isInCharge: isOwner || party.leader?._id === viewerId };
  if (!active) {
    return {
      ...base,
      kind: 'pending',
      accepted: idsAnswering(members, true),
      undecided: idsAnswering(members, null),
      isRsvpNeeded: viewer.isRsvpNeeded,
      hasAccepted: members[viewerId] === true,
    };
  }
  const isParticipant = members[viewerId] === true;
  if (quest.boss) {
    const rage = quest.boss.rage;
    return {
      ...base,
      kind: 'boss',
      isParticipant,
      hp: shownBossHp(progress.hp ?? quest.boss.hp),
      maxHp: quest.boss.hp,
      pendingDamage: shownPendingDamage(viewer.pendingDamage),
      rage: rage ? { value: progress.rage ?? 0, max: rage.value } : null,
    };
  }
  return {
    ...base,
    kind: 'collect',
    isParticipant,
    items: Object.entries(quest.collect ?? {}).map(([itemKey, needed]) => ({
      itemKey,
      needed,
      collected: progress.collect?.[itemKey] ?? 0,
    })),
    pendingItems: viewer.collectedItems,
  };
}
