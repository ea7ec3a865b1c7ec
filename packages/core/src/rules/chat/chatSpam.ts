// The Tavern's spam limit: a player who posted 2 messages within the last 60 seconds waits;
// contributors of level 4 and up are exempt.
import { SPAM_MESSAGE_LIMIT, SPAM_WINDOW_MS } from './constants.ts';

export const SPAM_MIN_EXEMPT_CONTRIBUTOR_LEVEL = 4;

export function isChatSpam(
  recentPostTimes: readonly Date[],
  now: Date,
  contributorLevel = 0,
): boolean {
  if (contributorLevel >= SPAM_MIN_EXEMPT_CONTRIBUTOR_LEVEL) return false;
  const since = now.getTime() - SPAM_WINDOW_MS;
  return recentPostTimes.filter((time) => time.getTime() > since).length >= SPAM_MESSAGE_LIMIT;
}
