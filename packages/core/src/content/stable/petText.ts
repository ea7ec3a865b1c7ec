// English names of pets and mounts. A hatched animal is named from its potion and its egg
// ("Red Wolf", and "Red Tiger" for the mount of the Tiger Cub); special animals have names of
// their own. Our own wording.
import type { TextTable } from '../contentText.ts';
import type { EggKey } from './eggs.ts';
import { eggWords } from './eggText.ts';
import type { PotionKey } from './hatchingPotions.ts';
import { mounts, pets } from './pets.ts';
import { potionNames } from './potionText.ts';
import type { SpecialMountKey, SpecialPetKey } from './specialPets.ts';
import type { Mount, Pet } from './types.ts';

const specialPetNames: Readonly<Record<SpecialPetKey, string>> = {
  'Wolf-Veteran': 'Veteran Wolf',
  'Tiger-Veteran': 'Veteran Tiger',
  'Lion-Veteran': 'Veteran Lion',
  'Bear-Veteran': 'Veteran Bear',
  'Fox-Veteran': 'Veteran Fox',
  'Dragon-Veteran': 'Veteran Dragon',
  'Turkey-Base': 'Turkey',
  'Turkey-Gilded': 'Gilded Turkey',
  'JackOLantern-Base': 'Jack-o’-Lantern',
  'JackOLantern-Glow': 'Glowing Jack-o’-Lantern',
  'JackOLantern-Ghost': 'Ghostly Jack-o’-Lantern',
  'JackOLantern-RoyalPurple': 'Royal Purple Jack-o’-Lantern',
  'Gryphon-RoyalPurple': 'Royal Purple Gryphon',
  'Orca-Base': 'Orca',
  'BearCub-Polar': 'Polar Bear Cub',
  'MantisShrimp-Base': 'Mantis Shrimp',
  'Mammoth-Base': 'Woolly Mammoth',
  'Phoenix-Base': 'Phoenix',
  'MagicalBee-Base': 'Magic Bee',
  'Hippogriff-Hopeful': 'Hopeful Hippogriff',
  'Dragon-Hydra': 'Hydra',
  'Jackalope-RoyalPurple': 'Royal Purple Jackalope',
  'Wolf-Cerberus': 'Cerberus Pup',
  'Gryphon-Gryphatrice': 'Gryphatrice',
  'Gryphatrice-Jubilant': 'Jubilant Gryphatrice',
};

const specialMountNames: Readonly<Record<SpecialMountKey, string>> = {
  'Turkey-Base': 'Turkey',
  'Turkey-Gilded': 'Gilded Turkey',
  'JackOLantern-Base': 'Jack-o’-Lantern',
  'JackOLantern-Glow': 'Glowing Jack-o’-Lantern',
  'JackOLantern-Ghost': 'Ghostly Jack-o’-Lantern',
  'JackOLantern-RoyalPurple': 'Royal Purple Jack-o’-Lantern',
  'Gryphon-RoyalPurple': 'Royal Purple Gryphon',
  'Orca-Base': 'Orca',
  'BearCub-Polar': 'Polar Bear',
  'Aether-Invisible': 'Invisible Aether Steed',
  'MantisShrimp-Base': 'Mantis Shrimp',
  'Mammoth-Base': 'Woolly Mammoth',
  'Phoenix-Base': 'Phoenix',
  'MagicalBee-Base': 'Magic Bee',
  'Hippogriff-Hopeful': 'Hopeful Hippogriff',
  'LionCub-Ethereal': 'Ethereal Lion',
  'Jackalope-RoyalPurple': 'Royal Purple Jackalope',
  'Gryphon-Gryphatrice': 'Gryphatrice',
};

function isEggKey(key: string): key is EggKey {
  return key in eggWords;
}

function isPotionKey(key: string): key is PotionKey {
  return key in potionNames;
}

/** The English name of a pet, or undefined for a key that is not in the catalogue's families. */
export function petName(pet: Pet): string | undefined {
  if (pet.type === 'special') return (specialPetNames as Record<string, string>)[pet.key];
  if (!isEggKey(pet.egg) || !isPotionKey(pet.potion)) return undefined;
  return `${potionNames[pet.potion]} ${eggWords[pet.egg].text}`;
}

export function mountName(mount: Mount): string | undefined {
  if (mount.type === 'special') return (specialMountNames as Record<string, string>)[mount.key];
  if (!isEggKey(mount.egg) || !isPotionKey(mount.potion)) return undefined;
  return `${potionNames[mount.potion]} ${eggWords[mount.egg].mountText}`;
}

export const petText: TextTable = Object.fromEntries(
  pets.map((pet) => [pet.key, { text: petName(pet) ?? pet.key }]),
);

export const mountText: TextTable = Object.fromEntries(
  mounts.map((mount) => [mount.key, { text: mountName(mount) ?? mount.key }]),
);
