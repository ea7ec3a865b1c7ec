// English text of the quest bundles, by bundle key.
import type { TextTable } from '../../contentText.ts';

export const questBundleText: TextTable = {
  featheredFriends: {
    text: 'Feathered Friends',
    notes: 'Three quests with birds of prey and parrots to win.',
  },
  splashyPals: {
    text: 'Splashy Pals',
    notes: 'Three quests by the sea: a seahorse, a turtle and a whale.',
  },
  farmFriends: {
    text: 'Farm Friends',
    notes: 'Three farmyard quests: a cow, a horse and a sheep.',
  },
  witchyFamiliars: {
    text: 'Witchy Familiars',
    notes: 'Three spooky quests: a rat, a spider and a frog.',
  },
  winterQuests: {
    text: 'Winter Quests',
    notes: 'Two polar-bear quests and a penguin, for the cold months.',
  },
  hugabug: {
    text: 'Hug-a-Bug',
    notes: 'Three small-creature quests: a snail, a beetle and a butterfly.',
  },
  cuddleBuddies: {
    text: 'Cuddle Buddies',
    notes: 'Three furry quests: a bunny, a ferret and a guinea pig.',
  },
  aquaticAmigos: {
    text: 'Aquatic Amigos',
    notes: 'Three water quests: an axolotl, a kraken and an octopus.',
  },
  forestFriends: {
    text: 'Forest Friends',
    notes: 'Three woodland quests: a stag, a hedgehog and a treeling.',
  },
  oddballs: {
    text: 'Oddballs',
    notes: 'Three strange quests: a slime, a rock and a ball of yarn.',
  },
  birdBuddies: {
    text: 'Bird Buddies',
    notes: 'Three bird quests: a peacock, a penguin and a rooster.',
  },
  mythicalMarvels: {
    text: 'Mythical Marvels',
    notes: 'Three legendary quests: a unicorn, a sea serpent and a gryphon.',
  },
  rockingReptiles: {
    text: 'Rocking Reptiles',
    notes: 'Three reptile quests: an alligator, a snake and a raptor.',
  },
  delightfulDinos: {
    text: 'Delightful Dinos',
    notes: 'Three dinosaur quests: a pterodactyl, a triceratops and a skeletal tyrannosaur.',
  },
  jungleBuddies: {
    text: 'Jungle Buddies',
    notes: 'Three jungle quests: a monkey, a sloth and a treeling.',
  },
  sandySidekicks: {
    text: 'Sandy Sidekicks',
    notes: 'Three desert quests: an armadillo, a snake and a spider.',
  },
};
