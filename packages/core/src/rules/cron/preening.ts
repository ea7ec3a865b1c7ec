// History compaction at the day boundary: recent entries stay as they are, the months before them
// shrink to one entry per month, older ones to one entry per year.
import { startOfDay } from '../recurrence/dayStart.ts';

export interface HistoryPoint {
  date: number;
  value: number;
}

const LIMITS = {
  free: { entries: 60, keepDays: 60, months: 10 },
  subscriber: { entries: 365, keepDays: 365, months: 12 },
} as const;

const DAY_MS = 86_400_000;

export function preenHistory<T extends HistoryPoint>(
  history: readonly T[],
  { now, isSubscriber }: { now: Date; isSubscriber: boolean },
): T[] {
  const limit = isSubscriber ? LIMITS.subscriber : LIMITS.free;
  if (history.length <= limit.entries) return [...history];
  const cutOff = startOfDay(new Date(now.getTime() - limit.keepDays * DAY_MS), {
    dayStart: 0,
    timezoneOffset: 0,
  }).getTime();
  const cut = new Date(cutOff);
  // The first month kept whole-month entries for; earlier entries go by year.
  const monthsFrom = Date.UTC(cut.getUTCFullYear(), cut.getUTCMonth() - limit.months, 1);
  const yearly = new Map<number, T[]>();
  const monthly = new Map<number, T[]>();
  const recent: T[] = [];
  for (const entry of history) {
    if (entry.date >= cutOff) {
      recent.push(entry);
      continue;
    }
    const at = new Date(entry.date);
    const groups = entry.date >= monthsFrom ? monthly : yearly;
    const key =
      groups === monthly ? at.getUTCFullYear() * 12 + at.getUTCMonth() : at.getUTCFullYear();
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const merge = (group: T[]): T => ({
    ...group[0]!,
    value: group.reduce((sum, entry) => sum + entry.value, 0) / group.length,
  });
  const byKey = (groups: Map<number, T[]>) =>
    [...groups.entries()].sort(([a], [b]) => a - b).map(([, group]) => merge(group));
  return [...byKey(yearly), ...byKey(monthly), ...recent];
}
