// The admin group form as plain values (PUT /admin/groups/:groupId, server routes/admin/schema.ts):
// its start, its checks with the server's bounds, and the body of only what staff changed.
import { isUuid } from '@questlog/core';
import type { AdminGroup, AdminGroupEdit } from '../../api/adminApi.ts';
import { GEMS_PER_BALANCE } from './heroDraft.ts';

export interface GroupDraft {
  name: string;
  summary: string;
  description: string;
  leaderMessage: string;
  logo: string;
  leader: string;
  /** Empty: leave the chat length as it is. */
  chatLimitCount: string;
  categories: string;
  gems: string;
  bannedWordsAllowed: boolean;
  leaderOnlyChallenges: boolean;
  leaderOnlyGetGems: boolean;
}

export type GroupField =
  | 'name'
  | 'summary'
  | 'description'
  | 'leaderMessage'
  | 'logo'
  | 'leader'
  | 'chatLimitCount'
  | 'categories'
  | 'balance';

export type GroupDraftError =
  'required' | 'tooLong' | 'uuid' | 'chatLimit' | 'gemsWhole' | 'categories';

/** The server's length bounds per text field. */
export const TEXT_LIMITS = {
  name: 200,
  summary: 250,
  description: 10_000,
  leaderMessage: 10_000,
  logo: 2_000,
} as const;
const CHAT_LIMIT = { min: 200, max: 10_000 };
const MAX_CATEGORIES = 20;
const MAX_SLUG = 100;
const MAX_GEMS = 1_000_000 * GEMS_PER_BALANCE;

const slugsOf = (text: string) =>
  text
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);

export function groupDraftOf(group: AdminGroup): GroupDraft {
  return {
    name: group.name,
    summary: group.summary ?? '',
    description: group.description ?? '',
    leaderMessage: group.leaderMessage ?? '',
    logo: group.logo ?? '',
    leader: group.leader?.id ?? '',
    chatLimitCount: '',
    categories: (group.categories ?? []).map(({ slug }) => slug).join(', '),
    gems: String(Math.round(group.balance * GEMS_PER_BALANCE)),
    bannedWordsAllowed: group.bannedWordsAllowed === true,
    leaderOnlyChallenges: group.leaderOnly?.challenges === true,
    leaderOnlyGetGems: group.leaderOnly?.getGems === true,
  };
}

export function groupDraftErrors(draft: GroupDraft): Partial<Record<GroupField, GroupDraftError>> {
  const errors: Partial<Record<GroupField, GroupDraftError>> = {};
  for (const field of Object.keys(TEXT_LIMITS) as (keyof typeof TEXT_LIMITS)[]) {
    if (draft[field].length > TEXT_LIMITS[field]) errors[field] = 'tooLong';
  }
  if (!draft.name.trim()) errors.name = 'required';
  if (draft.leader.trim() && !isUuid(draft.leader.trim())) errors.leader = 'uuid';
  const limit = draft.chatLimitCount.trim();
  if (
    limit &&
    !(/^\d+$/.test(limit) && Number(limit) >= CHAT_LIMIT.min && Number(limit) <= CHAT_LIMIT.max)
  ) {
    errors.chatLimitCount = 'chatLimit';
  }
  const slugs = slugsOf(draft.categories);
  if (slugs.length > MAX_CATEGORIES || slugs.some((slug) => slug.length > MAX_SLUG)) {
    errors.categories = 'categories';
  }
  if (!/^\d+$/.test(draft.gems.trim()) || Number(draft.gems.trim()) > MAX_GEMS) {
    errors.balance = 'gemsWhole';
  }
  return errors;
}

export const GROUP_LIMITS = { ...CHAT_LIMIT, categories: MAX_CATEGORIES, slug: MAX_SLUG };

export function groupEditOf(group: AdminGroup, draft: GroupDraft): AdminGroupEdit {
  const before = groupDraftOf(group);
  const edit: AdminGroupEdit = {};
  for (const field of ['summary', 'description', 'leaderMessage', 'logo'] as const) {
    if (draft[field] !== before[field]) edit[field] = draft[field];
  }
  if (draft.name.trim() !== before.name) edit.name = draft.name.trim();
  if (draft.leader.trim() && draft.leader.trim().toLowerCase() !== before.leader.toLowerCase()) {
    edit.leader = draft.leader.trim();
  }
  if (draft.chatLimitCount.trim()) edit.chatLimitCount = Number(draft.chatLimitCount.trim());
  if (slugsOf(draft.categories).join(',') !== slugsOf(before.categories).join(',')) {
    edit.categories = slugsOf(draft.categories).map((slug) => ({ slug }));
  }
  if (draft.gems.trim() !== before.gems)
    edit.balance = Number(draft.gems.trim()) / GEMS_PER_BALANCE;
  if (draft.bannedWordsAllowed !== before.bannedWordsAllowed) {
    edit.bannedWordsAllowed = draft.bannedWordsAllowed;
  }
  const leaderOnly: NonNullable<AdminGroupEdit['leaderOnly']> = {};
  if (draft.leaderOnlyChallenges !== before.leaderOnlyChallenges) {
    leaderOnly.challenges = draft.leaderOnlyChallenges;
  }
  if (draft.leaderOnlyGetGems !== before.leaderOnlyGetGems) {
    leaderOnly.getGems = draft.leaderOnlyGetGems;
  }
  if (Object.keys(leaderOnly).length > 0) edit.leaderOnly = leaderOnly;
  return edit;
}
