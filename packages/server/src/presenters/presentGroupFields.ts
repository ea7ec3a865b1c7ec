// Some of a group's fields as GET /groups/:id presents them: those that follow from the columns a
// change wrote (a live update's party fields). Columns the group's answer does not show give none.
import type { GroupRow } from '../db/repositories/groups.ts';
import { presentGroup, type GroupExtras } from './presentGroup.ts';

const FIELDS_OF_COLUMN: Record<string, readonly string[]> = {
  name: ['name'],
  summary: ['summary'],
  description: ['description'],
  leader_id: ['leader'],
  quest: ['quest'],
  leader_message: ['leaderMessage'],
  logo: ['logo'],
  categories: ['categories'],
  tasks_order: ['tasksOrder'],
  purchased: ['purchased'],
  banned_words_allowed: ['bannedWordsAllowed'],
  leader_only_challenges: ['leaderOnly'],
  leader_only_get_gems: ['leaderOnly'],
  member_count: ['memberCount'],
};

export function presentGroupFields(
  row: GroupRow,
  columns: readonly string[],
  extras: Pick<GroupExtras, 'leaderName'> = {},
): Record<string, unknown> {
  const group: Record<string, unknown> = presentGroup(row, extras);
  const fields = columns.flatMap((column) => FIELDS_OF_COLUMN[column] ?? []);
  return Object.fromEntries(fields.map((field) => [field, group[field]]));
}
