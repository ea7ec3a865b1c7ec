import type { Credentials } from './credentials.ts';

export const clientId = 'questlog-web';

// seed 000 §7: the negative of the current UTC offset in minutes, which is what
// Date#getTimezoneOffset gives (UTC+2 → -120).
export function timezoneOffsetHeader(date = new Date()): string {
  return String(date.getTimezoneOffset());
}

export function requestHeaders(
  credentials: Credentials | null,
  hasBody: boolean,
): Record<string, string> {
  const headers: Record<string, string> = {
    'x-client': clientId,
    'x-user-timezoneOffset': timezoneOffsetHeader(),
  };
  if (credentials) {
    headers['x-api-user'] = credentials.apiId;
    headers['x-api-key'] = credentials.apiToken;
  }
  if (hasBody) headers['content-type'] = 'application/json';
  return headers;
}
