// The challenges' numbers.

/** A challenge's short name (its tag's name) has at least this many characters. */
export const MIN_SHORTNAME_SIZE_FOR_CHALLENGES = 3;
/** A challenge's summary has at most this many characters. */
export const MAX_SUMMARY_SIZE_FOR_CHALLENGES = 250;
/** GET /challenges/user answers this many per page. */
export const CHALLENGES_PER_PAGE = 10;
/** A challenge with this many flags is hidden from everyone but moderators (the chat's limit). */
export const CHALLENGE_FLAG_LIMIT_FOR_HIDING = 2;
/** A moderator's report sets the flag count to this. */
export const CHALLENGE_FLAG_FROM_MOD = 5;
/** The category that makes a challenge official (the original's `habitica_official`, ours). */
export const OFFICIAL_CATEGORY = 'questlog_official';
/** Why a member's copy lost its challenge. */
export const BROKEN_REASONS = [
  'CHALLENGE_DELETED',
  'TASK_DELETED',
  'UNSUBSCRIBED',
  'CHALLENGE_CLOSED',
  'CHALLENGE_TASK_NOT_FOUND',
] as const;
export type BrokenReason = (typeof BROKEN_REASONS)[number];
