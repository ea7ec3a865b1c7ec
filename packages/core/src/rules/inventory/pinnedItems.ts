// Pinned shop items, the rewards column: pinning toggles an item in `pinnedItems`; an item the
// shops pin for the player (the official pins) is unpinned through `unpinnedItems` instead. The
// armoire, the health potion and the debuff potions (antidotes) cannot be unpinned.
import { BadRequest, NotFound } from '../../errors.ts';
import type { PinnedItem, PlayerState } from '../../model/player.ts';
import { GEAR_BY_KEY, MYSTERY_SET_BY_KEY } from '../../content/gear/index.ts';
import { customizationByPath } from '../../content/appearance/index.ts';
import { questBundlesByKey, questsByKey } from '../../content/quests/index.ts';
import {
  antidotesByKey,
  cardsByKey,
  transformationItemsByKey,
} from '../../content/spells/index.ts';
import {
  eggsByKey,
  foodsByKey,
  hatchingPotionsByKey,
  TIME_TRAVEL_STABLE,
} from '../../content/stable/index.ts';
import { ownValue } from '../../ownValue.ts';

/** Items that always sit in the rewards column. */
const FIXED_PATHS = ['armoire', 'potion'];

type Lookup = Readonly<Record<string, unknown>>;
const timeTravelStable: Lookup = Object.fromEntries(TIME_TRAVEL_STABLE.map((key) => [key, key]));
const gearFamily = { flat: GEAR_BY_KEY };

/** Each pinnable type and the catalogue its path is read from (`<family>.<key>`). */
const familiesOfType: Readonly<Record<string, Readonly<Record<string, Lookup>>>> = {
  marketGear: { gear: gearFamily.flat },
  gear: { gear: gearFamily.flat },
  eggs: { eggs: eggsByKey },
  hatchingPotions: { hatchingPotions: hatchingPotionsByKey },
  premiumHatchingPotion: { premiumHatchingPotions: hatchingPotionsByKey },
  food: { food: foodsByKey },
  quests: { quests: questsByKey },
  seasonalQuest: { quests: questsByKey },
  bundles: { bundles: questBundlesByKey },
  mystery_set: { mystery: MYSTERY_SET_BY_KEY },
  seasonalSpell: { spells: transformationItemsByKey },
  debuffPotion: { spells: antidotesByKey },
  card: { cardTypes: cardsByKey },
  timeTravelersStable: { timeTravelStable: timeTravelStable },
  potion: {},
  armoire: {},
  background: {},
  customization: {},
};

/** Whether `path` names an item of `type` in the catalogue. */
function isKnownPath(type: string, path: string): boolean {
  if (type === 'potion' || type === 'armoire') return path === type;
  if (type === 'background' || type === 'customization') {
    return customizationByPath(path) !== undefined;
  }
  const parts = path.split('.');
  const family = ownValue(ownValue(familiesOfType, type), parts[0] ?? '');
  const key = parts[parts.length - 1] ?? '';
  // gear.flat.<key>, spells.special.<key>, timeTravelStable.pets.<key>: the key comes last.
  return parts.length >= 2 && family !== undefined && Object.hasOwn(family, key);
}

export interface TogglePinParams {
  type: string;
  path: string;
}

export interface TogglePinResult {
  player: PlayerState;
  /** Whether the item now shows in the rewards column. */
  isPinned: boolean;
}

export function togglePinnedItem(
  player: PlayerState,
  { type, path }: TogglePinParams,
  officialPinnedItems: readonly PinnedItem[] = [],
): TogglePinResult {
  if (!Object.hasOwn(familiesOfType, type))
    throw new BadRequest('wrongItemType', { params: { type } });
  if (!isKnownPath(type, path)) throw new BadRequest('wrongItemPath', { params: { path } });
  if (FIXED_PATHS.includes(path) || type === 'debuffPotion')
    throw new BadRequest('cannotUnpinItem');
  const isOfficial = officialPinnedItems.some((item) => item.path === path);
  const list = isOfficial ? player.unpinnedItems : player.pinnedItems;
  const isListed = list.some((item) => item.path === path);
  const nextList = isListed ? list.filter((item) => item.path !== path) : [...list, { type, path }];
  return {
    player: isOfficial
      ? { ...player, unpinnedItems: nextList }
      : { ...player, pinnedItems: nextList },
    // An official pin shows unless it is listed as unpinned; another item shows when pinned.
    isPinned: isOfficial ? isListed : !isListed,
  };
}

/** Moves a pinned item to `position` (clamped to the list; negative counts from the end). */
export function movePinnedItem(
  player: PlayerState,
  { path, position }: { path: string; position: number },
): { player: PlayerState } {
  if (!Number.isInteger(position)) throw new BadRequest('invalidPinPosition');
  const items = player.pinnedItems;
  const index = items.findIndex((item) => item.path === path);
  const moved = items[index];
  if (!moved) throw new NotFound('wrongItemPath', { params: { path } });
  const rest = items.filter((_item, at) => at !== index);
  const target = position < 0 ? rest.length + 1 + position : position;
  const at = Math.min(Math.max(target, 0), rest.length);
  return { player: { ...player, pinnedItems: [...rest.slice(0, at), moved, ...rest.slice(at)] } };
}
