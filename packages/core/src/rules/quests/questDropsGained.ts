// A finished quest's drop items for one participant: `onlyOwner` entries (the next chain scroll)
// only for the quest owner; stackables +1 per identical entry, pets hatched (5), mounts owned, gear
// owned and unpinned from the shop.
import type { QuestDrop } from '../../content/quests/types.ts';
import type { PlayerState } from '../../model/player.ts';
import { gainGear } from '../shops/gearGained.ts';
import type { PlayerNotification } from '../playerRuleResult.ts';

type Stackable = 'eggs' | 'food' | 'hatchingPotions' | 'quests';

export function questDropsGained(
  player: PlayerState,
  drop: QuestDrop,
  isOwner: boolean,
): { player: PlayerState; notifications: PlayerNotification[] } {
  const received = drop.items.filter((item) => isOwner || !item.onlyOwner);
  const items = { ...player.items };
  const stacks: Partial<Record<Stackable, Record<string, number>>> = {};
  const gear: string[] = [];
  for (const { type, key } of received) {
    if (type === 'gear') gear.push(key);
    else if (type === 'pets') items.pets = { ...items.pets, [key]: 5 };
    else if (type === 'mounts') items.mounts = { ...items.mounts, [key]: true };
    else {
      const stack = (stacks[type] ??= { ...items[type] });
      stack[key] = (stack[key] ?? 0) + 1;
    }
  }
  const next: PlayerState = { ...player, items: { ...items, ...stacks } };
  if (gear.length === 0) return { player: next, notifications: [] };
  const gained = gainGear(next, gear, { purchased: false });
  const paths = new Set(gear.map((key) => `gear.flat.${key}`));
  return {
    player: {
      ...gained.player,
      pinnedItems: gained.player.pinnedItems.filter((pin) => !paths.has(pin.path)),
    },
    notifications: gained.notifications,
  };
}
