// GET /looking-for-party: for a party leader, the players who asked to be found, signed in within 7
// days, newest sign-in first, 30 a page. Only players with no party, no pending party invitation,
// not chat-revoked or blocked, and no block either way are listed (the filters run in SQL, so pages
// stay full; the original filtered after paging).
import { BadRequest } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import type { MemberRow } from '../../presenters/presentMember.ts';

export const LOOKING_FOR_PARTY_PAGE = 30;
const RECENT_DAYS = 7;

export async function listLookingForParty(
  db: Queryable,
  leaderId: string,
  { page, now }: { page: number; now: Date },
): Promise<MemberRow[]> {
  const [led] = await db.query(
    `SELECT 1 FROM groups g JOIN group_members m ON m.group_id = g.id
     WHERE m.user_id = $1 AND m.group_type = 'party' AND g.leader_id = $1`,
    [leaderId],
  );
  if (!led) throw new BadRequest('notPartyLeader');
  return db.query<MemberRow>(
    `SELECT u.*, c.username FROM users u JOIN credentials c ON c.user_id = u.id
     WHERE (u.party->>'seeking') IS NOT NULL
       AND u.logged_in_at >= $2::timestamptz - make_interval(days => $3)
       AND u.id <> $1
       AND NOT c.blocked
       AND coalesce((u.flags->>'chatRevoked')::boolean, false) = false
       AND NOT EXISTS (SELECT 1 FROM group_members m WHERE m.user_id = u.id AND m.group_type = 'party')
       AND NOT EXISTS (SELECT 1 FROM group_invitations i JOIN groups g ON g.id = i.group_id
                       WHERE i.user_id = u.id AND g.type = 'party')
       AND NOT coalesce(u.inbox->'blocks', '[]') ? $1::text
       AND NOT coalesce((SELECT inbox->'blocks' FROM users WHERE id = $1), '[]') ? u.id::text
     ORDER BY u.logged_in_at DESC, u.id
     LIMIT $4 OFFSET $5`,
    [leaderId, now, RECENT_DAYS, LOOKING_FOR_PARTY_PAGE, page * LOOKING_FOR_PARTY_PAGE],
  );
}
