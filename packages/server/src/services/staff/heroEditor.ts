// PUT /hall/heroes/:heroId: staff edit a player in one transaction holding the player's lock —
// their columns (heroEdit.ts), the gem ledger of what it gives or takes, suspension and e-mail on
// the credentials, API tokens, party membership, a move onto a group's plan
// (groupPlanConversion.ts) — and the edit is recorded as events (the audit trail):
// admin.heroUpdated, and admin.userSuspended / admin.userUnsuspended when suspension changes.
import { NotAuthorized, NotFound, hasPermission } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import { findPartyId, lockGroup } from '../../db/repositories/groups.ts';
import { addNotificationStatement } from '../../db/repositories/notifications.ts';
import { loadUser, type StoredUser, type UserRow } from '../../db/repositories/users.ts';
import { invalidParams } from '../accountErrors.ts';
import { revokeApiTokens } from '../apiTokens.ts';
import { emailErrors } from '../credentialRules.ts';
import { takeOutOfGroup } from '../parties/groupLeaver.ts';
import { changePlayer, type PlayerChange } from '../players/playerChanger.ts';
import type { ServiceContext } from '../serviceContext.ts';
import { convertToGroupPlan } from './groupPlanConversion.ts';
import { editHero, type HeroUpdate } from './heroEdit.ts';

export async function updateHero(
  context: ServiceContext,
  heroId: string,
  update: HeroUpdate,
): Promise<StoredUser> {
  const { db } = context;
  if (!(await loadUser(db, heroId, { withAccount: false }))) {
    throw new NotFound('userWithIDNotFound', { params: { userId: heroId } });
  }
  // Better than the original (where userSupport could grant anything): only staff with
  // fullAccess give or take fullAccess, so support cannot raise itself above support.
  if (update.permissions && 'fullAccess' in update.permissions) {
    const [actor] = await db.query<{ permissions: Record<string, unknown> }>(
      'SELECT permissions FROM users WHERE id = $1',
      [context.actorId],
    );
    if (!hasPermission(actor?.permissions, 'fullAccess')) throw new NotAuthorized('noPrivAccess');
  }
  await changePlayer(context, heroId, (change) => applyHeroUpdate(change, update));
  return (await loadUser(db, heroId))!;
}

async function applyHeroUpdate(change: PlayerChange, update: HeroUpdate): Promise<void> {
  const { tx, user, now, actorId } = change;
  const hero = user.row;
  const edit = editHero(hero, update, now);
  // As the original, an empty value (null, '') asks for nothing.
  const groupPlanId = update.purchased?.plan?.convertToGroupPlan;
  if (groupPlanId !== undefined && groupPlanId !== null && groupPlanId !== '') {
    const purchased = edit.columns.purchased as Record<string, unknown>;
    const plan = await convertToGroupPlan(tx, {
      heroId: hero.id,
      groupId: groupPlanId,
      plan: purchased.plan,
      now,
    });
    edit.columns.purchased = { ...purchased, plan };
  }
  change.setUserColumns(edit.columns);
  for (const move of edit.ledger) change.recordGems(move);
  if (edit.levelRose) {
    change.writeWithBump(
      ...addNotificationStatement(hero.id, { type: 'NEW_CONTRIBUTOR_LEVEL', now }),
    );
    change.notificationsChanged();
  }
  const email = update.auth?.local?.email?.trim().toLowerCase();
  if (email !== undefined && email !== user.credentials?.email) {
    const errors = await emailErrors(tx, email, 'auth.local.email', hero.id);
    if (errors.length > 0) throw invalidParams(errors);
    await tx.query('UPDATE credentials SET email = $2, updated_at = $3 WHERE user_id = $1', [
      hero.id,
      email,
      now,
    ]);
  }
  const blocked = update.auth?.blocked;
  const wasBlocked = user.credentials?.blocked ?? false;
  if (typeof blocked === 'boolean' && blocked !== wasBlocked) {
    await tx.query('UPDATE credentials SET blocked = $2, updated_at = $3 WHERE user_id = $1', [
      hero.id,
      blocked,
      now,
    ]);
    const type = blocked ? 'admin.userSuspended' : 'admin.userUnsuspended';
    await recordEvent(tx, { type, userId: hero.id, payload: { actorId } });
  }
  // A new token for the player: every token they hold stops working (they sign in again).
  if (update.changeApiToken === true) await revokeApiTokens(tx, hero.id);
  if (update.removeFromParty === true) await removeFromParty(tx, hero, change);
  await recordEvent(tx, {
    type: 'admin.heroUpdated',
    userId: hero.id,
    payload: {
      actorId,
      fields: Object.keys(update).sort(),
      ledger: edit.ledger,
      ...(typeof groupPlanId === 'string' && groupPlanId !== ''
        ? { convertedToGroupPlan: groupPlanId.toLowerCase() }
        : {}),
    },
  });
}

/** Out of their party (the party's row locked after the player's, as docs/locking.md says). */
async function removeFromParty(tx: Queryable, hero: UserRow, change: PlayerChange) {
  const partyId = await findPartyId(tx, hero.id);
  if (!partyId) return;
  const group = await lockGroup(tx, partyId);
  if (!group) return;
  const departure = await takeOutOfGroup(tx, group, hero, change.now);
  if (departure.party) change.setUserColumns({ party: departure.party });
}
