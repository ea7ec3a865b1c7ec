// The state of the world everyone shares: the world boss fought in the Tavern and the seasonal
// events running now.
import { activeEvents, worldStateOf } from '@questlog/core';
import type { Queryable } from '../db/database.ts';
import { findGroup, TAVERN_ID } from '../db/repositories/groups.ts';

export async function readWorldState(db: Queryable, now: Date) {
  const tavern = await findGroup(db, TAVERN_ID);
  const events = activeEvents(now);
  return {
    worldBoss: tavern ? worldStateOf(tavern.quest) : {},
    npcImageSuffix: events.find((event) => event.npcImageSuffix)?.npcImageSuffix ?? '',
    // Copies: the answer's schema takes open records, which core's event interface is not.
    currentEvent: events[0] ? { ...events[0] } : null,
    currentEventList: events.map((event) => ({ ...event })),
  };
}
