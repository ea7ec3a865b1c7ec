// Data resync: calls whose answers never trigger a refetch, because they either are the refetch
// (GET user, GET user tasks) or change the version on purpose in the background.
const exemptCalls: { method: string; pattern: RegExp }[] = [
  { method: 'GET', pattern: /^\/user$/ },
  { method: 'GET', pattern: /^\/tasks\/user$/ },
  { method: 'POST', pattern: /^\/groups\/[^/]+\/chat\/seen$/ },
  { method: 'POST', pattern: /^\/cron$/ },
  { method: 'POST', pattern: /^\/user\/class\/cast\/[^/]+$/ },
];

/** `path` is relative to /api/v4, without the query. */
export function isResyncExempt(method: string, path: string): boolean {
  const upper = method.toUpperCase();
  return exemptCalls.some((call) => call.method === upper && call.pattern.test(path));
}

// A resync follows when the server's userV is more than 1 ahead of the stored one.
export const resyncGap = 1;

export function needsResync(storedVersion: number | null, serverVersion: number): boolean {
  return storedVersion !== null && serverVersion > storedVersion + resyncGap;
}
