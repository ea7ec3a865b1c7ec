// The players of open streams as they stand for one batch of the live feed: one query for every
// stream of this process, so a player removed from a group, or leaving it, hears nothing more of
// it from the next event on, and a moderator's rights are those of the moment.
import { DEFAULT_LANGUAGE, isLanguage } from '@questlog/core/languages';
import type { Queryable } from '../../db/database.ts';
import { loadLiveReaders } from '../../db/repositories/liveEvents.ts';
import { isModerator } from '../chat/chatReaders.ts';
import type { LiveDelivery, LiveReader } from './liveDeliveries.ts';

/** By player id; a player whose account is gone has none. */
export async function readersFor(
  db: Queryable,
  userIds: readonly string[],
  deliveries: readonly LiveDelivery[],
): Promise<Map<string, LiveReader>> {
  const groupIds = [
    ...new Set(deliveries.flatMap((delivery) => (delivery.groupId ? [delivery.groupId] : []))),
  ];
  const rows = await loadLiveReaders(db, [...new Set(userIds)], groupIds);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        isModerator: isModerator(row.permissions),
        groupIds: new Set(row.group_ids),
        language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
      },
    ]),
  );
}
