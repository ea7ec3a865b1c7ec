// Reports on a player's profile: `profile.flags[reporterId] = {comment, source,
// timestamp}`, once per reporter unless a moderator; a moderator clears them all. The reported
// player is changed through the one player writer, with the reporter as the actor.
import { BadRequest, NotFound, isUuid } from '@questlog/core';
import { recordEvent } from '../../db/repositories/events.ts';
import { loadChatReader } from '../chat/chatReaders.ts';
import { changePlayer } from '../players/playerChanger.ts';
import { invalidParam } from '../accountErrors.ts';
import type { ServiceContext } from '../serviceContext.ts';

export interface ProfileReport {
  comment: string;
  source: string;
  timestamp: string;
}

type Flags = Record<string, ProfileReport>;

/** The member's id, checked to be a player's: 400 memberIdRequired, 404 userWithIDNotFound. */
async function existingMemberId(context: ServiceContext, memberParam: string): Promise<string> {
  if (!isUuid(memberParam)) throw new BadRequest('memberIdRequired');
  const memberId = memberParam.toLowerCase();
  const [row] = await context.db.query('SELECT 1 FROM users WHERE id = $1', [memberId]);
  if (!row) throw new NotFound('userWithIDNotFound', { params: { userId: memberId } });
  return memberId;
}

function reportOf(body: unknown): { comment: string; source: string } {
  const { comment = '', source = '' } = (body ?? {}) as Record<string, unknown>;
  for (const [param, value, max] of [
    ['comment', comment, 3000],
    ['source', source, 200],
  ] as const) {
    if (typeof value !== 'string' || value.length > max) {
      throw invalidParam(param, `must be text of at most ${max} characters`);
    }
  }
  return { comment: comment as string, source: source as string };
}

/** Reports the member; answers the reporter's own report (the only one they may see). */
export async function reportProfile(
  context: ServiceContext,
  memberParam: string,
  body: unknown,
): Promise<{ flags: Flags }> {
  const { comment, source } = reportOf(body);
  const memberId = await existingMemberId(context, memberParam);
  const reporterId = context.actorId!;
  const reporter = await loadChatReader(context.db, reporterId);
  const outcome = await changePlayer(
    context,
    memberId,
    async ({ tx, user, now, setUserColumns }) => {
      const profile = user.row.profile as { flags?: Flags };
      const flags = profile.flags ?? {};
      if (flags[reporterId] && !reporter.isModerator) {
        throw new BadRequest('profileAlreadyReported');
      }
      const report = { comment, source, timestamp: now.toISOString() };
      setUserColumns({ profile: { ...profile, flags: { ...flags, [reporterId]: report } } });
      // For the moderators' queue and the audit trail.
      await recordEvent(tx, {
        type: 'member.profileReported',
        userId: memberId,
        payload: { reporterId, comment, source },
      });
      return report;
    },
    { withAccount: false, relistNotifications: false },
  );
  return { flags: { [reporterId]: outcome.result } };
}

/** A moderator empties the member's reports. */
export async function clearProfileReports(context: ServiceContext, memberParam: string) {
  const memberId = await existingMemberId(context, memberParam);
  const reporter = await loadChatReader(context.db, context.actorId!);
  if (!reporter.isModerator) throw new BadRequest('onlyModeratorsClearReports');
  await changePlayer(
    context,
    memberId,
    async ({ user, setUserColumns }) => {
      setUserColumns({ profile: { ...user.row.profile, flags: {} } });
    },
    { withAccount: false, relistNotifications: false },
  );
}
