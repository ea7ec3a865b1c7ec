// GET /members/:toUserId/objections/:interaction: why the acting player may not do `interaction`
// to another player (blocks, opt-outs, a revoked chat), as message keys; none when they may.
import { NotFound, type Interaction } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { objectionsBetween } from './interactionChecks.ts';

export async function objectionsTo(
  db: Queryable,
  senderId: string,
  toUserId: string,
  interaction: Interaction,
): Promise<string[]> {
  const rows = await db.query<UserRow>('SELECT * FROM users WHERE id = ANY($1::uuid[])', [
    [senderId, toUserId],
  ]);
  const sender = rows.find((row) => row.id === senderId)!;
  const receiver = rows.find((row) => row.id === toUserId.toLowerCase());
  if (!receiver) throw new NotFound('userNotFound');
  return objectionsBetween(sender, receiver, interaction);
}
