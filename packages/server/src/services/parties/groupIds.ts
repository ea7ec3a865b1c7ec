// The group a route's `:groupId` names, as one player sees it: `party` is their own party.
import { NotFound, isUuid } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { findPartyId } from '../../db/repositories/groups.ts';

/** Unknown or unreachable → 404 groupNotFound. */
export async function resolveGroupId(
  db: Queryable,
  userId: string,
  groupParam: string,
): Promise<string> {
  const id = groupParam === 'party' ? await findPartyId(db, userId) : groupParam;
  if (!id || !isUuid(id)) throw new NotFound('groupNotFound');
  return id.toLowerCase();
}
