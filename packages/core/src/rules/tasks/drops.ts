// Item drops after an `up` scoring (docs/game-rules.md#critical-hits-and-drops): the first egg and
// potion, then a chance from the task's value, difficulty, level, streak, perception, rebirths,
// streak achievements, a crit and the checklist, with a daily cap. Chance is settled by the
// caller's random source.
import { foodSeasonAt } from '../../content/calendar/index.ts';
import { questByKey } from '../../content/quests/catalogue.ts';
import { DROP_EGG_KEYS, STANDARD_POTION_KEYS, foods } from '../../content/stable/index.ts';
import type { Task } from '../../model/task.ts';
import type { UserState } from '../../model/user.ts';
import { daysSince } from '../recurrence/dayStart.ts';
import { computedStats } from '../stats/computedStats.ts';

export type DropType = 'Egg' | 'HatchingPotion' | 'Food';

/** What one scoring dropped (the `tmp.drop` of the answer). */
export interface ItemDrop {
  type: DropType;
  key: string;
}

export type DropNotification =
  | { type: 'FIRST_DROPS'; data: { egg: string; hatchingPotion: string } }
  | { type: 'DROP_CAP_REACHED'; data: { items: number } };

export interface DropResult {
  user: UserState;
  drop?: ItemDrop;
  userNotifications: DropNotification[];
}

export interface DropInput {
  user: UserState;
  /** The task as scored (its value after this scoring). */
  task: Task;
  /** The crit multiplier of this scoring (1 when none). */
  crit: number;
}

export const BASE_DAILY_DROP_CAP = 5;

/** `randomVal`: one of the items, uniformly, by the caller's random source. */
function pick<T>(items: readonly T[], random: () => number): T {
  const index = Math.min(Math.floor(random() * items.length), items.length - 1);
  return items[Math.max(index, 0)] as T;
}

/** Diminishing returns: `DR(x, 0.75) = 0.75 x / (x + 0.375)`. */
function diminish(value: number, max: number): number {
  return (max * value) / (value + max / 2);
}

function contributorLevelOf(user: UserState): number {
  return (user as { contributor?: { level?: number } }).contributor?.level ?? 0;
}

/** The chance of a drop for this scoring. */
export function dropChance({ user, task, crit }: DropInput): number {
  const per = computedStats(user).per;
  const rebirths = (user.achievements as { rebirths?: number }).rebirths ?? 0;
  const streak = task.type === 'daily' ? task.streak : 0;
  const checklist =
    task.type === 'daily' || task.type === 'todo'
      ? task.checklist.filter((item) => item.completed).length
      : 0;
  let chance = Math.min(Math.abs(task.value - 21.27), 37.5) / 150 + 0.02;
  chance *= task.priority;
  chance *= 1 + Math.max(0, 80 - 5 * user.stats.lvl) / 100;
  chance *= 1 + streak / 100;
  chance *= 1 + per / 100;
  chance *= 1 + contributorLevelOf(user) / 40;
  chance *= 1 + rebirths / 20;
  chance *= 1 + (user.achievements.streak ?? 0) / 200;
  chance *= crit;
  chance *= 1 + 0.5 * checklist;
  return diminish(chance, 0.75);
}

/** Drops a day may bring: doubled for subscribers. */
export function dailyDropCap(user: UserState): number {
  const plan = (user as { purchased?: { plan?: { customerId?: string | null } } }).purchased?.plan;
  const isSubscriber = Boolean(plan?.customerId);
  const per = computedStats(user).per;
  return (
    (isSubscriber ? 2 : 1) * (BASE_DAILY_DROP_CAP + Math.floor(per / 25) + contributorLevelOf(user))
  );
}

/** A potion by rarity: Golden rarest, then Zombie/CottonCandy, Red/Shade/Skeleton, Base/White/Desert. */
function potionFor(rarity: number, random: () => number): string {
  const [base, white, desert, red, shade, skeleton, zombie, pink, blue, golden] =
    STANDARD_POTION_KEYS;
  if (rarity < 0.02) return golden!;
  if (rarity < 0.09) return pick([zombie!, pink!, blue!], random);
  if (rarity < 0.18) return pick([red!, shade!, skeleton!], random);
  return pick([base!, white!, desert!], random);
}

function addItem(user: UserState, family: 'eggs' | 'hatchingPotions' | 'food', key: string) {
  const owned = user.items[family];
  return { ...owned, [key]: (owned[key] ?? 0) + 1 };
}

/** The player's party quest collects items (a scoring may then find one). */
function isOnCollectionQuest(user: UserState): boolean {
  const key = user.party?.quest.key;
  return Boolean(key && questByKey(key)?.collect);
}

export function rollDrop(
  input: DropInput,
  { now, random }: { now: Date; random: () => number },
): DropResult {
  let { user } = input;
  const { items } = user;
  // The very first drop: the first egg and potion (keys count, even at 0), nothing else this time.
  if (Object.keys(items.eggs).length === 0 && Object.keys(items.hatchingPotions).length === 0) {
    const egg = pick(DROP_EGG_KEYS, random);
    const hatchingPotion = pick(STANDARD_POTION_KEYS, random);
    return {
      user: {
        ...user,
        items: { ...items, eggs: { [egg]: 1 }, hatchingPotions: { [hatchingPotion]: 1 } },
      },
      userNotifications: [{ type: 'FIRST_DROPS', data: { egg, hatchingPotion } }],
    };
  }
  const chance = dropChance(input);
  // The collection-quest roll, not limited by the cap; only while the player's party quest has
  // collect goals (the original's condition), so no roll is drawn otherwise.
  const progress = user.party?.quest.progress;
  if (progress && isOnCollectionQuest(user) && random() < chance) {
    user = {
      ...user,
      party: {
        quest: {
          ...user.party!.quest,
          progress: { ...progress, collectedItems: progress.collectedItems + 1 },
        },
      },
    };
  }
  // The daily cap.
  const cap = dailyDropCap(user);
  const lastDrop = items.lastDrop as UserState['items']['lastDrop'] | undefined;
  const isSameDay =
    lastDrop !== undefined && daysSince(new Date(lastDrop.date), now, user.preferences) === 0;
  const countToday = isSameDay ? lastDrop.count : 0;
  if (countToday >= cap) return { user, userNotifications: [] };
  // The drop itself: food is certain while the player has none; otherwise a fresh roll.
  const isFirstFood = Object.keys(items.food).length === 0;
  if (!isFirstFood && random() >= chance) return { user, userNotifications: [] };
  const rarity = random();
  let drop: ItemDrop;
  let changed: Partial<UserState['items']>;
  if (isFirstFood || rarity > 0.6) {
    const season = foodSeasonAt(now);
    const droppable = foods.filter((food) => food.canDrop && food.season === season);
    drop = { type: 'Food', key: pick(droppable, random).key };
    changed = { food: addItem(user, 'food', drop.key) };
  } else if (rarity > 0.3) {
    drop = { type: 'Egg', key: pick(DROP_EGG_KEYS, random) };
    changed = { eggs: addItem(user, 'eggs', drop.key) };
  } else {
    drop = { type: 'HatchingPotion', key: potionFor(rarity, random) };
    changed = { hatchingPotions: addItem(user, 'hatchingPotions', drop.key) };
  }
  const count = countToday + 1;
  return {
    user: {
      ...user,
      items: { ...user.items, ...changed, lastDrop: { date: now.toISOString(), count } },
    },
    drop,
    userNotifications: count === cap ? [{ type: 'DROP_CAP_REACHED', data: { items: count } }] : [],
  };
}
