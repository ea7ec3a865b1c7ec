// seed 000 §4 "Data resync": calls whose answers never trigger a refetch, because they either
// are the refetch (GET user, GET user tasks) or change the version on purpose in the background.
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

// seed 000 §9: resync gap is "more than 1".
export const resyncGap = 1;

export function needsResync(storedVersion: number | null, serverVersion: number): boolean {
  return storedVersion !== null && serverVersion > storedVersion + resyncGap;
}
