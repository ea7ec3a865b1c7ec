// A player's first guild, created or joined, earns "Guild Member" with its notification.
import type { Queryable } from '../../db/database.ts';
import { addNotification } from '../../db/repositories/notifications.ts';
import type { UserRow } from '../../db/repositories/users.ts';

/** The achievements to write, or undefined when the player already has it. */
export async function guildJoinedAchievement(
  tx: Queryable,
  player: UserRow,
  now: Date,
): Promise<Record<string, unknown> | undefined> {
  if (player.achievements.joinedGuild === true) return undefined;
  await addNotification(tx, player.id, {
    type: 'GUILD_JOINED_ACHIEVEMENT',
    data: { achievement: 'joinedGuild' },
    now,
  });
  return { ...player.achievements, joinedGuild: true };
}
