// Party and world-boss limits. The original checks the party cap against 29 while its message says
// 30; we keep one inclusive limit of 30.

/** A party holds at most this many members, pending party invitations included. */
export const PARTY_LIMIT_MEMBERS = 30;
/** Pending party invitations counted for one party. */
export const PARTY_PENDING_LIMIT = 10;
/** uuids + emails in one invite request (usernames not counted). */
export const INVITES_LIMIT = 100;
/** A player's damage and rage toward the world boss per day boundary. */
export const WORLD_BOSS_CAP = 900;
