// Analytics events kept on our own database, never sent to a third party: only from a player who
// consented (preferences.analyticsConsent), only with both eventCategory and eventAction, strings
// cut at 4096 characters, at most 1000 property keys.
import { BadRequest, formatMessage, type ParamError } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';

export const MAX_STRING_LENGTH = 4096;
export const MAX_PROPERTY_KEYS = 1000;

export interface AnalyticsEvent {
  eventCategory: string;
  eventAction: string;
  properties: Record<string, unknown>;
}

/** Cuts every string (keys too) at 4096 characters, all the way down. */
export function truncated(value: unknown): unknown {
  if (typeof value === 'string') return value.slice(0, MAX_STRING_LENGTH);
  if (Array.isArray(value)) return value.map(truncated);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key.slice(0, MAX_STRING_LENGTH),
        truncated(inner),
      ]),
    );
  }
  return value;
}

/**
 * The event as kept: its two names checked (400 analyticsEventRequired naming the missing ones),
 * the rest its properties, the first 1000 keys only.
 */
export function analyticsEventOf(
  body: Record<string, unknown>,
  eventAction: unknown = body.eventAction,
  paramPrefix = '',
): AnalyticsEvent {
  const { eventCategory, eventAction: _inBody, ...rest } = body;
  const missing: ParamError[] = [];
  for (const [param, value] of [
    ['eventCategory', eventCategory],
    ['eventAction', eventAction],
  ] as const) {
    if (typeof value !== 'string' || value.trim() === '') {
      missing.push({
        param: `${paramPrefix}${param}`,
        message: formatMessage('missingParam', { param }),
        value,
      });
    }
  }
  if (missing.length > 0) throw new BadRequest('analyticsEventRequired', { errors: missing });
  const properties = Object.fromEntries(Object.entries(rest).slice(0, MAX_PROPERTY_KEYS));
  return {
    eventCategory: (eventCategory as string).slice(0, MAX_STRING_LENGTH),
    eventAction: (eventAction as string).slice(0, MAX_STRING_LENGTH),
    properties: truncated(properties) as Record<string, unknown>,
  };
}

export async function hasAnalyticsConsent(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query<{ consent: boolean | null }>(
    `SELECT (preferences ->> 'analyticsConsent')::boolean AS consent FROM users WHERE id = $1`,
    [userId],
  );
  return row?.consent === true;
}

/** Stores the events of a consenting player in one statement; answers how many. */
export async function storeAnalyticsEvents(
  db: Queryable,
  userId: string,
  events: readonly AnalyticsEvent[],
  { client, now }: { client: string | undefined; now: Date },
): Promise<number> {
  if (events.length === 0) return 0;
  const rows = await db.query(
    `INSERT INTO analytics_events (user_id, event_category, event_action, properties, client,
       created_at)
     SELECT $1, e.category, e.action, e.properties, $3, $4
     FROM jsonb_to_recordset($2::jsonb) AS e(category text, action text, properties jsonb)
     RETURNING id`,
    [
      userId,
      JSON.stringify(
        events.map((event) => ({
          category: event.eventCategory,
          action: event.eventAction,
          properties: event.properties,
        })),
      ),
      client?.slice(0, 200) ?? null,
      now,
    ],
  );
  return rows.length;
}
