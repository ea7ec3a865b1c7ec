// The one way to run a core rule on a player and write what it gave back: the rule gets the whole
// player (core's PlayerState) and the change; its player goes back to the user row (only the
// columns whose value changed are written, see playerChanger) and its notifications join the
// player's list in the same statement.
import type { PlayerRuleResult, PlayerState } from '@questlog/core';
import { addNotificationStatement } from '../../db/repositories/notifications.ts';
import { holdingsOf, type GemReason } from '../gems/gemLedger.ts';
import { playerColumns, playerStateOf } from '../playerState.ts';
import type { ServiceContext } from '../serviceContext.ts';
import {
  changePlayer,
  type ChangeOptions,
  type ChangeOutcome,
  type PlayerChange,
} from './playerChanger.ts';

export type PlayerRule<R extends PlayerRuleResult> = (
  player: PlayerState,
  change: PlayerChange,
) => R | Promise<R>;

export interface RuleOptions extends ChangeOptions {
  /** Why the rule moves gems or hourglasses, if it does (the gem ledger's entry). */
  ledger?: GemReason;
}

/**
 * Runs `rule` inside `change` and hands its player and notifications to the change's write; what
 * the rule does to gems and hourglasses goes to the gem ledger as `ledger`.
 */
export async function applyPlayerRule<R extends PlayerRuleResult>(
  change: PlayerChange,
  rule: PlayerRule<R>,
  ledger?: GemReason,
): Promise<R> {
  const { user, now } = change;
  const result = await rule(playerStateOf(user.row), change);
  const columns = playerColumns(result.player, user.row);
  change.setUserColumns(columns);
  if (ledger) {
    const before = holdingsOf(user.row);
    const after = holdingsOf(columns);
    for (const currency of ['gems', 'hourglasses'] as const) {
      const amount = after[currency] - before[currency];
      if (amount !== 0) change.recordGems({ ...ledger, currency, amount });
    }
  }
  const notifications = result.notifications ?? [];
  for (const notification of notifications) {
    change.writeWithBump(...addNotificationStatement(user.row.id, { ...notification, now }));
  }
  if (notifications.length > 0) change.notificationsChanged();
  return result;
}

/** `rule` on the player, locked; a refusal throws before any write. */
export function changePlayerByRule<R extends PlayerRuleResult>(
  context: ServiceContext,
  userId: string,
  rule: PlayerRule<R>,
  { ledger, ...options }: RuleOptions = {},
): Promise<ChangeOutcome<R>> {
  return changePlayer(context, userId, (change) => applyPlayerRule(change, rule, ledger), {
    withAccount: false,
    ...options,
  });
}
