// PUT /groups/:id: the leader (of a guild, also a moderator) edits name, summary,
// description, leader message, logo, a guild's categories, whether only the leader creates
// challenges, and the leader; privacy and type never change after creation. Only a moderator may let a guild use banned words (`bannedWordsAllowed`);
// from anyone else the field is ignored, as every field they may not set.
import { mayEditGroup, mayHandOverLeadership, NotAuthorized, NotFound } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import {
  findMemberRole,
  updateGroup,
  type GroupChanges,
  type GroupRow,
} from '../../db/repositories/groups.ts';
import { isModerator } from '../chat/chatReaders.ts';
import { guildCategories } from '../guilds/guildCategories.ts';
import { roleFactsOf } from './groupRoleFacts.ts';
import type { PartyChange } from './partyChange.ts';
import { invalidParam } from '../accountErrors.ts';

export const MAX_SUMMARY_LENGTH = 250;

export interface GroupEdit {
  name?: string;
  summary?: string;
  description?: string;
  leaderMessage?: string;
  logo?: string;
  leader?: string;
  categories?: { slug: string }[];
  leaderOnly?: { challenges?: boolean };
  bannedWordsAllowed?: boolean;
}

export async function editGroup(change: PartyChange, edit: GroupEdit): Promise<GroupRow> {
  const { tx, group, user, now, isMember } = change;
  const isModeratorEditing = isModerator(user.row.permissions);
  // Only a public guild is seen from outside; a moderator edits one unjoined.
  if (!isMember && !(group.type === 'guild' && group.privacy === 'public')) {
    throw new NotFound('groupNotFound');
  }
  const actor = { id: user.row.id, isModerator: isModeratorEditing };
  if (!mayEditGroup(roleFactsOf(group), actor))
    throw new NotAuthorized('messageGroupOnlyLeaderCanUpdate');
  await checkNewLeader(tx, group, edit.leader, now);
  const changes = groupEditChanges(group, edit);
  if (!isModeratorEditing) changes.banned_words_allowed = undefined;
  return updateGroup(tx, group.id, changes, now);
}

/** A new leader must be a member already, and a live group plan keeps its own. */
export async function checkNewLeader(
  tx: Queryable,
  group: GroupRow,
  leader: string | undefined,
  now: Date,
) {
  if (leader === undefined || leader === group.leader_id) return;
  if (!mayHandOverLeadership(roleFactsOf(group), now)) {
    throw new NotAuthorized('cannotChangeLeaderWithActiveGroupPlan');
  }
  if (!(await findMemberRole(tx, group.id, leader))) throw new NotAuthorized('userMustBeMember');
}

/** The group's columns an edit sets (undefined: left alone); a blank name is refused. */
export function groupEditChanges(group: GroupRow, edit: GroupEdit): GroupChanges {
  if (edit.name !== undefined && edit.name.trim() === '') {
    throw invalidParam('name', 'must not be empty', edit.name);
  }
  return {
    name: edit.name?.trim(),
    summary: edit.summary,
    description: edit.description,
    leader_message: edit.leaderMessage,
    logo: edit.logo,
    leader_id: edit.leader,
    leader_only_challenges: edit.leaderOnly?.challenges,
    banned_words_allowed: edit.bannedWordsAllowed,
    // As JSON text: node-postgres would send an array as a PostgreSQL array.
    categories:
      edit.categories && group.type === 'guild'
        ? (JSON.stringify(guildCategories(edit.categories)) as never)
        : undefined,
  };
}
