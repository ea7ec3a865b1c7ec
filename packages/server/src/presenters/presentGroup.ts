// A group (party, guild, Tavern) in the original's shape: the leader populated with their name,
// managers as a map, the gem bank as balance units (4 gems = 1), the quest and, when asked, the
// newest chat messages.
import { hasLivePlan, type ChatReader } from '@questlog/core';
import type { ApiGroup } from '@questlog/core/api';
import type { ChatMessageRow } from '../db/repositories/chatMessages.ts';
import type { GroupRow } from '../db/repositories/groups.ts';
import { balanceOf } from '../services/gems.ts';
import { presentChatFor } from '../services/chat/chatReaders.ts';

export interface GroupExtras {
  leaderName?: string;
  managerIds?: readonly string[];
  chat?: readonly ChatMessageRow[];
  /** Who reads the chat: moderators see hidden messages and flag counts. */
  reader?: ChatReader;
}

export function presentGroup(row: GroupRow, extras: GroupExtras = {}): ApiGroup {
  const group = {
    _id: row.id,
    id: row.id,
    name: row.name,
    type: row.type === 'tavern' ? 'guild' : row.type,
    privacy: row.privacy,
    summary: row.summary,
    description: row.description,
    leader: row.leader_id
      ? { _id: row.leader_id, id: row.leader_id, profile: { name: extras.leaderName ?? '' } }
      : null,
    memberCount: row.member_count,
    challengeCount: row.challenge_count,
    balance: balanceOf(row.balance),
    categories: row.categories,
    leaderOnly: { challenges: row.leader_only_challenges, getGems: row.leader_only_get_gems },
    managers: Object.fromEntries((extras.managerIds ?? []).map((id) => [id, true])),
    leaderMessage: row.leader_message,
    logo: row.logo,
    bannedWordsAllowed: row.banned_words_allowed,
    quest: row.quest,
    tasksOrder: row.tasks_order,
    // `purchased.active` is not stored: it is computed on output.
    purchased: { plan: {}, ...row.purchased, active: hasLivePlan(row.purchased, new Date()) },
    ...(extras.chat ? { chat: presentChatFor(extras.chat, extras.reader) } : {}),
  };
  return group;
}
