// A player's state set straight in the database, for tests that need a player at some level,
// rich, or holding what the game would take many calls to give.
import type { TestDatabase } from './databases.ts';

type Player = { id: string };
type MergedColumn = 'stats' | 'items' | 'purchased';

/** `t.test` is read at each call, so a kit may pass its handle before its hooks have run. */
export function playerState(t: { test: TestDatabase }) {
  /** Merges `value` into the column's top level. */
  const merge = (column: MergedColumn) => (player: Player, value: object) =>
    t.test.db.query(`UPDATE users SET ${column} = ${column} || $2 WHERE id = $1`, [
      player.id,
      value,
    ]);
  return {
    setStats: merge('stats'),
    setItems: merge('items'),
    setPurchased: merge('purchased'),
    /** The balance in the API's unit, a quarter of a gem's count. */
    setBalance: (player: Player, balance: number) =>
      t.test.db.query('UPDATE users SET gems = round($2::float8 * 4) WHERE id = $1', [
        player.id,
        balance,
      ]),
  };
}
