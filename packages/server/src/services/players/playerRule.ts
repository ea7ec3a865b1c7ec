// The one way to run a core rule on a player and write what it gave back: the rule gets the whole
// player (core's PlayerState) and the change; its player goes back to the user row (only the
// columns whose value changed are written, see playerChanger) and its notifications join the
// player's list in the same statement.
import type { PlayerRuleResult, PlayerState } from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import { addNotificationStatement } from '../../db/repositories/notifications.ts';
import { playerColumns, playerStateOf } from '../playerState.ts';
import { changeUser, type ChangeOptions } from '../userChanger.ts';
import type { PlayerChange } from './playerChanger.ts';

export type PlayerRule<R extends PlayerRuleResult> = (
  player: PlayerState,
  change: PlayerChange,
) => R | Promise<R>;

/** Runs `rule` inside `change` and hands its player and notifications to the change's write. */
export async function applyPlayerRule<R extends PlayerRuleResult>(
  change: PlayerChange,
  rule: PlayerRule<R>,
): Promise<R> {
  const { user, now } = change;
  const result = await rule(playerStateOf(user.row), change);
  change.setUserColumns(playerColumns(result.player, user.row));
  const notifications = result.notifications ?? [];
  for (const notification of notifications) {
    change.writeWithBump(...addNotificationStatement(user.row.id, { ...notification, now }));
  }
  if (notifications.length > 0) change.notificationsChanged();
  return result;
}

/** A route's call: `rule` on the signed-in player, locked; a refusal throws before any write. */
export function changePlayerByRule<R extends PlayerRuleResult>(
  request: FastifyRequest,
  rule: PlayerRule<R>,
  options: ChangeOptions = {},
): Promise<R> {
  return changeUser(request, (change) => applyPlayerRule(change, rule), {
    withAccount: false,
    ...options,
  });
}
