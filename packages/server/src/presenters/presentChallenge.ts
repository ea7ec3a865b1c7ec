// Turns a challenge row into the API's challenge: its group and leader filled in
// with their names; who reported it only for moderators.
import type { ApiChallenge } from '@questlog/core/api';
import type { ChallengeRow } from '../db/repositories/challenges.ts';

export interface ChallengeParts {
  group?: { id: string; name: string; type: string; privacy: string } | undefined;
  leaderName?: string | undefined;
  isModerator?: boolean;
}

export function presentChallenge(row: ChallengeRow, parts: ChallengeParts = {}): ApiChallenge {
  const { group, leaderName, isModerator = false } = parts;
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    summary: row.summary,
    description: row.description,
    official: row.official,
    prize: row.prize,
    memberCount: row.member_count,
    categories: row.categories,
    tasksOrder: row.tasks_order,
    group: group
      ? { _id: group.id, name: group.name, type: group.type, privacy: group.privacy }
      : null,
    leader: row.leader_id ? { _id: row.leader_id, profile: { name: leaderName ?? '' } } : null,
    flagCount: row.flag_count,
    ...(isModerator ? { flags: row.flags } : {}),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
