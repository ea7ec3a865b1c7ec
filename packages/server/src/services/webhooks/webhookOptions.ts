// A webhook's type and options, checked as the original checks them: each activity type keeps its
// own boolean options (the defaults filled in, anything else dropped), a non-boolean is a 400
// webhookBooleanOption, and groupChatReceived needs the UUID of the group it listens to (400
// groupIdRequired). globalActivity takes no options.
import { BadRequest, formatMessage, isUuid } from '@questlog/core';

export const WEBHOOK_TYPES = [
  'taskActivity',
  'userActivity',
  'questActivity',
  'groupChatReceived',
  'globalActivity',
] as const;
export type WebhookType = (typeof WEBHOOK_TYPES)[number];

/** The boolean options of each activity type, with their defaults. */
export const BOOLEAN_OPTIONS: Partial<Record<WebhookType, Record<string, boolean>>> = {
  taskActivity: {
    created: false,
    updated: false,
    deleted: false,
    checklistScored: false,
    scored: true,
  },
  userActivity: { petHatched: false, mountRaised: false, leveledUp: false },
  questActivity: { questStarted: false, questFinished: false, questInvited: false },
};

export function checkWebhookType(type: unknown): WebhookType {
  if (typeof type === 'string' && (WEBHOOK_TYPES as readonly string[]).includes(type)) {
    return type as WebhookType;
  }
  const params = { type: String(type) };
  throw new BadRequest('invalidWebhookType', {
    params,
    errors: [{ param: 'type', message: formatMessage('invalidWebhookType', params), value: type }],
  });
}

/** The options a webhook of `type` keeps, from what the client sent. */
export function webhookOptions(
  type: WebhookType,
  given: Record<string, unknown>,
): Record<string, unknown> {
  if (type === 'groupChatReceived') {
    const groupId = given.groupId;
    if (typeof groupId !== 'string' || !isUuid(groupId)) throw new BadRequest('groupIdRequired');
    return { groupId: groupId.toLowerCase() };
  }
  const defaults = BOOLEAN_OPTIONS[type];
  if (!defaults) return {};
  const options: Record<string, boolean> = {};
  for (const [option, fallback] of Object.entries(defaults)) {
    const value = Object.hasOwn(given, option) ? given[option] : fallback;
    if (typeof value !== 'boolean') {
      throw new BadRequest('webhookBooleanOption', { params: { option } });
    }
    options[option] = value;
  }
  return options;
}
