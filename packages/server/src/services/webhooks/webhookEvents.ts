// The outbox events webhooks deliver (docs/api-compatibility.md#webhooks), recorded in the
// transaction of the change they tell of. Each carries the webhook's `data` ready-made, so the
// fan-out only adds `webhookType` and `user._id`. A player's own events (tasks, pets, levels) are
// recorded only while they have an enabled hook that could want them, so a score costs nothing
// extra for everyone else.
import type { Queryable } from '../../db/database.ts';
import { EVENTS_CHANNEL, recordEvent } from '../../db/repositories/events.ts';
import type { WebhookType } from './webhookOptions.ts';

/** Event type → the hook type that receives it and the option that must be on. */
export const WEBHOOK_SOURCES = {
  'task.created': { hookType: 'taskActivity', option: 'created' },
  'task.updated': { hookType: 'taskActivity', option: 'updated' },
  'task.deleted': { hookType: 'taskActivity', option: 'deleted' },
  'task.scored': { hookType: 'taskActivity', option: 'scored' },
  'task.checklistScored': { hookType: 'taskActivity', option: 'checklistScored' },
  'player.petHatched': { hookType: 'userActivity', option: 'petHatched' },
  'player.mountRaised': { hookType: 'userActivity', option: 'mountRaised' },
  'player.leveledUp': { hookType: 'userActivity', option: 'leveledUp' },
  'quest.invited': { hookType: 'questActivity', option: 'questInvited' },
  'quest.started': { hookType: 'questActivity', option: 'questStarted' },
  'quest.finished': { hookType: 'questActivity', option: 'questFinished' },
} as const satisfies Record<string, { hookType: WebhookType; option: string }>;

export type PlayerEventType = Exclude<keyof typeof WEBHOOK_SOURCES, `quest.${string}`>;

export interface PlayerEvent {
  type: PlayerEventType;
  userId: string;
  /** The hook's `data`, e.g. `{ type: 'scored', direction, delta, task, user }`. */
  data: Record<string, unknown>;
}

const INSERT_IF_HOOKED = (from: string) =>
  `INSERT INTO events (type, user_id, payload)
   SELECT $1, $2::uuid, $3::jsonb ${from}
   WHERE EXISTS (SELECT 1 FROM webhooks
                 WHERE user_id = $2::uuid AND enabled AND type = ANY($4::text[]))
   RETURNING id, pg_notify('${EVENTS_CHANNEL}', id::text)`;

function paramsOf(event: PlayerEvent): unknown[] {
  const hookTypes = [WEBHOOK_SOURCES[event.type].hookType, 'globalActivity'];
  return [event.type, event.userId, { data: event.data }, hookTypes];
}

/** The event as a clause of a player change's version bump (`writeWithBump`). */
export function playerEventStatement(event: PlayerEvent): [string, unknown[]] {
  return [INSERT_IF_HOOKED('FROM bumped'), paramsOf(event)];
}

/** The event, in the caller's transaction. */
export async function recordPlayerEvent(tx: Queryable, event: PlayerEvent): Promise<void> {
  await tx.query(INSERT_IF_HOOKED(''), paramsOf(event));
}

export interface QuestEvent {
  type: 'quest.invited' | 'quest.started' | 'quest.finished';
  groupId: string;
  /** The players told: invitees and inviter, participants, or those who finished it. */
  userIds: readonly string[];
  data: Record<string, unknown>;
}

/** A party quest event, in the transaction that changed the quest. */
export async function recordQuestEvent(tx: Queryable, event: QuestEvent): Promise<void> {
  await recordEvent(tx, {
    type: event.type,
    groupId: event.groupId,
    payload: { userIds: event.userIds, data: event.data },
  });
}
