// Quest bundles: three quest scrolls for 7 gems.
import type { QuestBundle } from './types.ts';
import { recordByKey } from '../../ownValue.ts';

function bundle(key: string, bundleKeys: readonly [string, string, string]): QuestBundle {
  return { key, bundleKeys, type: 'quests', value: 7 };
}

export const questBundles: readonly QuestBundle[] = [
  bundle('featheredFriends', ['falcon', 'harpy', 'owl']),
  bundle('splashyPals', ['dilatory_derby', 'turtle', 'whale']),
  bundle('farmFriends', ['cow', 'horse', 'sheep']),
  bundle('witchyFamiliars', ['rat', 'spider', 'frog']),
  bundle('winterQuests', ['evilsanta', 'evilsanta2', 'penguin']),
  bundle('hugabug', ['snail', 'beetle', 'butterfly']),
  bundle('cuddleBuddies', ['bunny', 'ferret', 'guineapig']),
  bundle('aquaticAmigos', ['axolotl', 'kraken', 'octopus']),
  bundle('forestFriends', ['ghost_stag', 'hedgehog', 'treeling']),
  bundle('oddballs', ['slime', 'rock', 'yarn']),
  bundle('birdBuddies', ['peacock', 'penguin', 'rooster']),
  bundle('mythicalMarvels', ['unicorn', 'seaserpent', 'gryphon']),
  bundle('rockingReptiles', ['alligator', 'snake', 'velociraptor']),
  bundle('delightfulDinos', ['pterodactyl', 'triceratops', 'trex_undead']),
  bundle('jungleBuddies', ['monkey', 'sloth', 'treeling']),
  bundle('sandySidekicks', ['armadillo', 'snake', 'spider']),
];

export const questBundlesByKey: Readonly<Record<string, QuestBundle>> = recordByKey(questBundles);
