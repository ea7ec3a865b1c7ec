// When a world boss falls, everyone who fought it gets the quest's rewards, each once: the
// handler of the worldBoss.defeated event (delivered at least once) marks a fighter rewarded in
// the same transaction that rewards them, so a second delivery finds nobody left to pay.
import { finishQuestFor } from '@questlog/core';
import type { StoredEvent } from '../../db/repositories/events.ts';
import { addNotificationStatement } from '../../db/repositories/notifications.ts';
import type { EventHandlers } from '../events/eventHandlers.ts';
import { playerColumns, playerStateOf } from '../playerState.ts';
import { changePlayer } from '../players/playerChanger.ts';
import { appContext, type ServiceContext } from '../serviceContext.ts';
import { partyQuestOf } from './memberQuest.ts';
import { WORLD_BOSS_DEFEATED } from './worldBossAtCron.ts';

/** What rewarding needs of the app: its database, clock and chance, and its event handlers. */
type RewardingApp = Pick<ServiceContext, 'db' | 'clock' | 'random'>;

export function registerWorldBossRewards(
  app: RewardingApp & { events: { handlers: EventHandlers } },
): void {
  app.events.handlers.register(WORLD_BOSS_DEFEATED, (event) => rewardFighters(app, event));
}

export async function rewardFighters(app: RewardingApp, event: StoredEvent): Promise<void> {
  const questKey = String(event.payload.questKey);
  const fighters = await app.db.query<{ user_id: string }>(
    'SELECT user_id FROM world_boss_fighters WHERE quest_key = $1 AND rewarded_at IS NULL',
    [questKey],
  );
  for (const { user_id: userId } of fighters) {
    await changePlayer(
      appContext(app),
      userId,
      async ({ tx, user, now, setUserColumns, writeWithBump }) => {
        const [claimed] = await tx.query(
          `UPDATE world_boss_fighters SET rewarded_at = $3
           WHERE quest_key = $1 AND user_id = $2 AND rewarded_at IS NULL RETURNING user_id`,
          [questKey, userId, now],
        );
        if (!claimed) return;
        const { player, notifications } = finishQuestFor({
          player: playerStateOf(user.row),
          questKey,
          isOwner: false,
        });
        // The world boss leaves the player's own party quest as it was: only `completed` is set.
        const ownQuest = partyQuestOf(user.row);
        const columns = playerColumns(player, user.row);
        setUserColumns({
          stats: columns.stats,
          items: columns.items,
          achievements: columns.achievements,
          party: { ...user.row.party, quest: { ...ownQuest, completed: questKey } },
        });
        for (const notification of notifications ?? []) {
          writeWithBump(...addNotificationStatement(userId, { ...notification, now }));
        }
      },
      { withAccount: false },
    );
  }
}
