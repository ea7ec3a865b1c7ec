import { isLanguage } from '@questlog/core/languages';
import i18next from 'i18next';
import type { Credentials } from './credentials.ts';

export const clientId = 'questlog-web';

// The negative of the current UTC offset in minutes, which is what Date#getTimezoneOffset gives
// (UTC+2 → -120).
export function timezoneOffsetHeader(date = new Date()): string {
  return String(date.getTimezoneOffset());
}

/**
 * The browser's IANA zone (`Europe/Berlin`), or undefined when the runtime names none. Sent on
 * every call: a different valid zone there is travel, and the server moves the player's day with
 * it (docs/game-rules.md#time-zones-and-travel).
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export interface HeaderOptions {
  hasBody: boolean;
  /**
   * Dailies recorded as done yesterday are scored before the day boundary; without this header the
   * server runs a due cron before any mutating request.
   */
  deferCron?: boolean;
}

export function requestHeaders(
  credentials: Credentials | null,
  { hasBody, deferCron = false }: HeaderOptions,
): Record<string, string> {
  const headers: Record<string, string> = {
    'x-client': clientId,
    'x-user-timezoneOffset': timezoneOffsetHeader(),
  };
  const zone = browserTimeZone();
  if (zone) headers['x-user-timezone'] = zone;
  if (credentials) {
    headers['x-api-user'] = credentials.apiId;
    headers['x-api-key'] = credentials.apiToken;
  }
  // the interface's language: the server writes a visitor's messages in it, and a sign-up keeps it
  if (isLanguage(i18next.language)) headers['accept-language'] = i18next.language;
  if (hasBody) headers['content-type'] = 'application/json';
  if (deferCron) headers['x-defer-cron'] = 'true';
  return headers;
}
