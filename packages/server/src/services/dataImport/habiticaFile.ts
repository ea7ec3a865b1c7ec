// Reads the original game's userdata.json (its data export: the user object, `tasks` by list,
// `inbox.messages`) into additions to the player: the tags, the tasks with their checklists and
// history, and the pets, mounts, gear, eggs, potions and food whose keys exist in Questlog's
// content. Everything else in the file is listed as skipped, with why.
import {
  eggsByKey,
  foodsByKey,
  GEAR_BY_KEY,
  hatchingPotionsByKey,
  mountsByKey,
  petsByKey,
  type PlayerItems,
} from '@questlog/core';
import { badRow, emptyPlan, isRecord, wrongKind, type ImportPlan } from './importPlan.ts';

const TASK_LISTS = { habits: 'habit', dailys: 'daily', todos: 'todo', rewards: 'reward' } as const;

/** The original's export: a user object with its tasks by list. */
export function isHabiticaFile(json: unknown): boolean {
  return (
    isRecord(json) &&
    isRecord(json.tasks) &&
    Object.keys(TASK_LISTS).some((list) =>
      Array.isArray((json.tasks as Record<string, unknown>)[list]),
    )
  );
}

export function readHabiticaFile(json: unknown): ImportPlan {
  if (!isHabiticaFile(json) || !isRecord(json)) {
    throw wrongKind("the original game's userdata.json", 'it has no "tasks" by list');
  }
  const plan = emptyPlan('habitica');
  const tags = json.tags ?? [];
  if (!Array.isArray(tags)) throw badRow('tags', 'must be a list');
  plan.tags = tags.map((tag: unknown, index) => {
    if (!isRecord(tag) || typeof tag.id !== 'string') throw badRow(`tags[${index}].id`, 'missing');
    if (typeof tag.name !== 'string' || tag.name.trim() === '' || tag.name.length > 200) {
      throw badRow(`tags[${index}].name`, 'must be a name of 1 to 200 characters');
    }
    return { key: tag.id, name: tag.name };
  });
  let linked = 0;
  const tasks = json.tasks as Record<string, unknown>;
  for (const [list, type] of Object.entries(TASK_LISTS)) {
    const listed = tasks[list] ?? [];
    if (!Array.isArray(listed)) throw badRow(`tasks.${list}`, 'must be a list');
    for (const [index, task] of listed.entries()) {
      const where = `tasks.${list}[${index}]`;
      if (!isRecord(task)) throw badRow(where, 'must be an object');
      const key = typeof task._id === 'string' ? task._id : task.id;
      if (typeof key !== 'string') throw badRow(`${where}._id`, 'missing');
      if (isRecord(task.challenge) && task.challenge.id) linked += 1;
      else if (isRecord(task.group) && task.group.id) linked += 1;
      plan.tasks.push({ key, where, fields: { ...task, type }, isArchived: false });
    }
  }
  plan.tasksOrder = isRecord(json.tasksOrder)
    ? Object.fromEntries(
        Object.keys(TASK_LISTS).map((list) => {
          const ids = (json.tasksOrder as Record<string, unknown>)[list];
          return [list, Array.isArray(ids) ? ids.filter((id) => typeof id === 'string') : []];
        }),
      )
    : undefined;
  if (linked > 0) {
    plan.skipped.push({
      what: `the links of ${linked} challenge or team tasks`,
      reason: 'the challenges and teams are not here: the tasks came in as your own',
    });
  }
  plan.addedItems = itemsOf(json.items, plan.skipped);
  plan.skipped.push(...otherParts(json));
  return plan;
}

/** The items whose keys Questlog's content knows; the rest listed as skipped. */
function itemsOf(items: unknown, skipped: ImportPlan['skipped']): Partial<PlayerItems> {
  if (items === undefined) return {};
  if (!isRecord(items)) throw badRow('items', 'must be an object');
  const unknown: string[] = [];
  const counts = (field: string, known: Readonly<Record<string, unknown>>) => {
    const owned = items[field] ?? {};
    if (!isRecord(owned)) throw badRow(`items.${field}`, 'must be an object');
    const kept: Record<string, number> = {};
    for (const [key, count] of Object.entries(owned)) {
      if (typeof count !== 'number' || !Number.isInteger(count)) {
        throw badRow(`items.${field}.${key}`, 'must be a whole number');
      }
      if (known[key]) kept[key] = count;
      else unknown.push(`${field}.${key}`);
    }
    return kept;
  };
  const added: Partial<PlayerItems> & { gear?: Record<string, Record<string, unknown>> } = {
    pets: counts('pets', petsByKey),
    eggs: counts('eggs', eggsByKey),
    hatchingPotions: counts('hatchingPotions', hatchingPotionsByKey),
    food: counts('food', foodsByKey),
  };
  const mounts = items.mounts ?? {};
  if (!isRecord(mounts)) throw badRow('items.mounts', 'must be an object');
  added.mounts = {};
  for (const [key, isOwned] of Object.entries(mounts)) {
    if (!mountsByKey[key]) unknown.push(`mounts.${key}`);
    else if (isOwned === true) added.mounts[key] = true;
  }
  const gear = items.gear ?? {};
  if (!isRecord(gear)) throw badRow('items.gear', 'must be an object');
  const owned: Record<string, boolean> = {};
  for (const [key, isOwned] of Object.entries(isRecord(gear.owned) ? gear.owned : {})) {
    if (!GEAR_BY_KEY[key]) unknown.push(`gear.${key}`);
    else if (isOwned === true) owned[key] = true;
  }
  const worn = (field: 'equipped' | 'costume') =>
    Object.fromEntries(
      Object.entries(isRecord(gear[field]) ? gear[field] : {}).filter(
        ([, key]) => typeof key === 'string' && (owned[key] || key.endsWith('_base_0')),
      ),
    ) as Record<string, string>;
  added.gear = { owned, equipped: worn('equipped'), costume: worn('costume') };
  if (unknown.length > 0) {
    skipped.push({
      what: `${unknown.length} items: ${unknown.slice(0, 20).join(', ')}${unknown.length > 20 ? '…' : ''}`,
      reason: 'Questlog has no item of that name',
    });
  }
  return added as Partial<PlayerItems>;
}

const OTHER_PARTS: Record<string, string> = {
  stats: 'level, experience, gold, health and mana start afresh here',
  achievements: 'achievements are earned here',
  inbox: 'private messages are with players of the other server',
  party: 'parties and guilds stay on the other server',
  challenges: 'challenges stay on the other server',
  purchased: 'purchases and subscriptions stay with their payments',
  balance: 'gems stay on the server they were bought on',
  history: 'the experience history starts here',
  preferences: 'settings are chosen here',
  profile: 'the profile is written here',
  webhooks: 'a webhook sends your data to an address: set it up again yourself',
};

function otherParts(json: Record<string, unknown>): ImportPlan['skipped'] {
  return Object.entries(OTHER_PARTS)
    .filter(([field]) => json[field] !== undefined)
    .map(([what, reason]) => ({ what, reason }));
}
