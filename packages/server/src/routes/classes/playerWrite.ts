// The columns a change of the player writes. node-postgres sends a JavaScript array as a
// PostgreSQL array literal, not JSON, so the array-valued jsonb columns (the pin lists) go as
// JSON text; objects are sent as JSON already.
import type { PlayerState } from '@questlog/core';
import type { UserRow } from '../../db/repositories/users.ts';
import { playerColumns } from '../../services/playerState.ts';

export function playerWrite(player: PlayerState, row: UserRow): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(playerColumns(player, row)).map(([column, value]) => [
      column,
      Array.isArray(value) ? JSON.stringify(value) : value,
    ]),
  );
}
