// POST /groups/:id/invite: by user id, username or e-mail, in the original's order of checks.
// Invitations are rows of group_invitations; the invitees' rows are not written, so they need no
// lock. E-mail to addresses without an account leaves after commit.
import {
  BadRequest,
  INVITES_LIMIT,
  mayInviteToGroup,
  NotAuthorized,
  NotFound,
  PARTY_LIMIT_MEMBERS,
  PARTY_PENDING_LIMIT,
  isUuid,
} from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { addInvitation, countInvitations } from '../../db/repositories/groupInvitations.ts';
import { findMemberRole } from '../../db/repositories/groups.ts';
import { roleFactsOf } from './groupRoleFacts.ts';
import type { PartyChange } from './partyChange.ts';

export interface InviteBody {
  uuids?: unknown;
  emails?: unknown;
  usernames?: unknown;
}

export interface InvitationAnswer {
  id: string;
  name: string;
  inviter: string;
}

export interface InviteOutcome {
  /** The answer: invitation objects for players, the address for each e-mail sent. */
  invited: (InvitationAnswer | string)[];
  /** Addresses without an account: e-mail them once the change has committed. */
  emailsToSend: { email: string; name?: string }[];
}

interface Invitee {
  id: string;
}

export async function inviteToGroup(change: PartyChange, body: InviteBody): Promise<InviteOutcome> {
  const { tx, group, user, now } = change;
  const flags = user.row.flags as { chatRevoked?: boolean };
  if (flags.chatRevoked) throw new NotAuthorized('chatPrivilegesRevoked');
  if (!mayInviteToGroup(roleFactsOf(group), user.row.id, now)) {
    throw new NotAuthorized('onlyGroupLeaderCanInviteToGroupPlan');
  }
  const { uuids, emails, usernames } = checkShape(body);
  if (uuids.length + emails.length > INVITES_LIMIT) {
    throw new BadRequest('canOnlyInviteMaxInvites', { params: { maxInvites: INVITES_LIMIT } });
  }
  if (group.type === 'party') {
    const pending = await countInvitations(tx, group.id);
    const adding = uuids.length + emails.length + usernames.length;
    if (pending + adding > PARTY_PENDING_LIMIT) {
      throw new BadRequest('partyExceedsInvitesLimit', {
        params: { maxInvites: PARTY_PENDING_LIMIT },
      });
    }
    if (group.member_count + pending + adding > PARTY_LIMIT_MEMBERS) {
      throw new BadRequest('partyExceedsMembersLimit', {
        params: { maxMembersParty: PARTY_LIMIT_MEMBERS },
      });
    }
  }
  const invited: InviteOutcome['invited'] = [];
  const emailsToSend: InviteOutcome['emailsToSend'] = [];
  const invitees: Invitee[] = [];
  for (const id of uuids) invitees.push(await inviteeById(tx, id));
  for (const name of usernames) invitees.push(await inviteeByUsername(tx, name));
  for (const entry of emails) {
    const found = await tx.query<Invitee>(
      'SELECT user_id AS id FROM credentials WHERE email = lower($1)',
      [entry.email],
    );
    if (found[0]) invitees.push(found[0]);
    else {
      emailsToSend.push(entry);
      invited.push(entry.email);
    }
  }
  for (const invitee of invitees) {
    await checkInvitee(tx, change, invitee.id);
    await addInvitation(tx, { groupId: group.id, userId: invitee.id, inviterId: user.row.id, now });
    invited.push({ id: group.id, name: group.name, inviter: user.row.id });
  }
  return { invited, emailsToSend };
}

function checkShape(body: InviteBody) {
  const { uuids, emails, usernames } = body;
  if (uuids === undefined && emails === undefined && usernames === undefined) {
    throw new BadRequest('canOnlyInviteEmailUuid');
  }
  if (uuids !== undefined && !isStringList(uuids)) throw new BadRequest('uuidsMustBeAnArray');
  if (usernames !== undefined && !isStringList(usernames)) {
    throw new BadRequest('usernamesMustBeAnArray');
  }
  if (emails !== undefined && !isEmailList(emails)) throw new BadRequest('emailsMustBeAnArray');
  const lists = {
    uuids: (uuids as string[] | undefined) ?? [],
    emails: (emails as { email: string; name?: string }[] | undefined) ?? [],
    usernames: ((usernames as string[] | undefined) ?? []).map((name) => name.replace(/^@/, '')),
  };
  if (lists.uuids.length + lists.emails.length + lists.usernames.length === 0) {
    throw new BadRequest('inviteMustNotBeEmpty');
  }
  return lists;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isEmailList(value: unknown): value is { email: string; name?: string }[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { email?: unknown }).email === 'string' &&
        /^[^\s@]+@[^\s@]+$/.test((item as { email: string }).email),
    )
  );
}

async function inviteeById(tx: Queryable, id: string): Promise<Invitee> {
  const [found] = isUuid(id)
    ? await tx.query<Invitee>('SELECT id FROM users WHERE id = $1', [id])
    : [];
  if (!found) throw new NotFound('userWithIDNotFound', { params: { userId: id } });
  return found;
}

async function inviteeByUsername(tx: Queryable, username: string): Promise<Invitee> {
  const [found] = await tx.query<Invitee>(
    'SELECT user_id AS id FROM credentials WHERE lower(username) = lower($1)',
    [username],
  );
  if (!found) throw new NotFound('userWithUsernameNotFound', { params: { username } });
  return found;
}

/** Self, blocks either way, and the invitee's groups. */
async function checkInvitee(tx: Queryable, change: PartyChange, inviteeId: string) {
  const { group, user } = change;
  if (inviteeId === user.row.id) throw new BadRequest('cannotInviteSelfToGroup');
  const [invitee] = await tx.query<{ inbox: { blocks?: string[] } }>(
    'SELECT inbox FROM users WHERE id = $1',
    [inviteeId],
  );
  if (invitee?.inbox.blocks?.includes(user.row.id)) {
    throw new NotAuthorized('notAuthorizedToSendMessageToThisUser');
  }
  const ownBlocks = (user.row.inbox as { blocks?: string[] } | undefined)?.blocks ?? [];
  if (ownBlocks.includes(inviteeId)) throw new NotAuthorized('blockedToSendToThisUser');
  const [pending] = await tx.query(
    'SELECT 1 FROM group_invitations WHERE group_id = $1 AND user_id = $2',
    [group.id, inviteeId],
  );
  if (group.type === 'party') {
    if (pending) throw new NotAuthorized('userAlreadyPendingInvitation');
    const [inParty] = await tx.query(
      `SELECT 1 FROM group_members WHERE user_id = $1 AND group_type = 'party'`,
      [inviteeId],
    );
    if (inParty) throw new NotAuthorized('userAlreadyInAParty');
    return;
  }
  if (await findMemberRole(tx, group.id, inviteeId)) {
    throw new NotAuthorized('userAlreadyInGroup');
  }
  if (pending) throw new NotAuthorized('userAlreadyInvitedToGroup');
}
