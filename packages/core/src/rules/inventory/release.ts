// Releasing the stable: the 90 drop pets and/or mounts go back to empty. Releasing pets or mounts
// costs 1 gem; release-both is free for a player holding the triad bingo.
import { keyedMessage } from '../../messages/keyedMessage.ts';
import { NotAuthorized } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import type { PlayerItems } from '../../model/user.ts';
import { dropPets, petsByKey } from '../../content/stable/index.ts';
import { type InventoryResult, type StableAchievements } from './inventoryResult.ts';
import { ownValue } from '../../ownValue.ts';

/** Entries in a full collection (9 drop eggs × 10 standard potions). */
export const FULL_COLLECTION = 90;
/** 1 gem, as balance (gems / 4). */
export const RELEASE_PRICE = 0.25;

const DROP_ANIMALS = dropPets.map((pet) => pet.key);

/** Drop pets found and not released: held (above 0) or grown into a mount (-1). */
export function petsCollected(pets: PlayerItems['pets']): number {
  return DROP_ANIMALS.filter((key) => (pets[key] ?? 0) !== 0).length;
}

export function mountsCollected(mounts: PlayerItems['mounts']): number {
  return DROP_ANIMALS.filter((key) => mounts[key]).length;
}

function isDropAnimal(key: string): boolean {
  return ownValue(petsByKey, key)?.type === 'drop';
}

function achievementsOf(player: PlayerState): StableAchievements {
  return player.achievements as StableAchievements;
}

function withAchievements(player: PlayerState, changes: StableAchievements): PlayerState {
  const achievements = { ...player.achievements, ...changes };
  return { ...player, achievements };
}

function releasedPets(items: PlayerItems): Partial<PlayerItems> {
  return {
    pets: { ...items.pets, ...Object.fromEntries(DROP_ANIMALS.map((key) => [key, 0])) },
    currentPet: isDropAnimal(items.currentPet) ? '' : items.currentPet,
  };
}

function releasedMounts(items: PlayerItems): Partial<PlayerItems> {
  return {
    mounts: { ...items.mounts, ...Object.fromEntries(DROP_ANIMALS.map((key) => [key, null])) },
    currentMount: isDropAnimal(items.currentMount) ? '' : items.currentMount,
  };
}

function pay(player: PlayerState): PlayerState {
  return { ...player, balance: player.balance - RELEASE_PRICE };
}

export function releasePets(player: PlayerState): InventoryResult {
  if (player.balance < RELEASE_PRICE) throw new NotAuthorized('notEnoughGems');
  const { items } = player;
  if (petsCollected(items.pets) !== FULL_COLLECTION) throw new NotAuthorized('notEnoughPets');
  const paid = pay(player);
  const count = (achievementsOf(player).beastMasterCount ?? 0) + 1;
  return {
    player: withAchievements(
      { ...paid, items: { ...items, ...releasedPets(items) } },
      { beastMasterCount: count },
    ),
    ...keyedMessage('petsReleased'),
  };
}

export function releaseMounts(player: PlayerState): InventoryResult {
  if (player.balance < RELEASE_PRICE) throw new NotAuthorized('notEnoughGems');
  const { items } = player;
  if (mountsCollected(items.mounts) !== FULL_COLLECTION) throw new NotAuthorized('notEnoughMounts');
  const paid = pay(player);
  const count = (achievementsOf(player).mountMasterCount ?? 0) + 1;
  return {
    player: withAchievements(
      { ...paid, items: { ...items, ...releasedMounts(items) } },
      { mountMasterCount: count },
    ),
    ...keyedMessage('mountsReleased'),
  };
}

export function releaseBoth(player: PlayerState): InventoryResult {
  const achievements = achievementsOf(player);
  const { items } = player;
  if (
    !achievements.triadBingo ||
    petsCollected(items.pets) !== FULL_COLLECTION ||
    mountsCollected(items.mounts) !== FULL_COLLECTION
  )
    throw new NotAuthorized('notEnoughPetsMounts');
  // The triad counter rises only when no pet had grown into its mount (-1).
  const isTriad = DROP_ANIMALS.every((key) => (items.pets[key] ?? 0) > 0);
  return {
    player: withAchievements(
      { ...player, items: { ...items, ...releasedPets(items), ...releasedMounts(items) } },
      {
        beastMasterCount: (achievements.beastMasterCount ?? 0) + 1,
        mountMasterCount: (achievements.mountMasterCount ?? 0) + 1,
        ...(isTriad ? { triadBingoCount: (achievements.triadBingoCount ?? 0) + 1 } : {}),
      },
    ),
    ...keyedMessage('mountsAndPetsReleased'),
  };
}
