// The player's day start and offset, read from the loaded user (the device's offset when none
// is stored yet).
import type { RecurrenceOptions } from '@questlog/core';
import { timezoneOffsetHeader } from '../api/requestHeaders.ts';
import { dayPreferencesOf } from './dayRules.ts';
import { useSessionStore } from './sessionStore.ts';

export function currentDayPreferences(now = new Date()): RecurrenceOptions {
  const { user } = useSessionStore.getState();
  return dayPreferencesOf(user, Number(timezoneOffsetHeader(now)));
}

export function useDayPreferences(): RecurrenceOptions {
  const preferences = useSessionStore((state) => state.user?.preferences);
  const deviceOffset = Number(timezoneOffsetHeader());
  const { dayStart, timezoneOffset } = dayPreferencesOf({ preferences }, deviceOffset);
  // a new object each render is fine: callers read the two numbers
  return { dayStart, timezoneOffset };
}
