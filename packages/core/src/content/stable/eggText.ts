// English text of the eggs: the animal's name, its name once grown into a mount, and an adjective
// used in the egg's description. Our own wording.
import type { TextTable } from '../contentText.ts';
import type { EggKey } from './eggs.ts';

interface EggWords {
  text: string;
  mountText: string;
  adjective: string;
}

const words = (text: string, adjective: string, mountText = text): EggWords => ({
  text,
  mountText,
  adjective,
});

export const eggWords: Readonly<Record<EggKey, EggWords>> = {
  Wolf: words('Wolf', 'faithful'),
  TigerCub: words('Tiger Cub', 'bold', 'Tiger'),
  PandaCub: words('Panda Cub', 'gentle', 'Panda'),
  LionCub: words('Lion Cub', 'proud', 'Lion'),
  Fox: words('Fox', 'clever'),
  FlyingPig: words('Flying Pig', 'whimsical'),
  Dragon: words('Dragon', 'fierce'),
  Cactus: words('Cactus', 'prickly'),
  BearCub: words('Bear Cub', 'cuddly', 'Bear'),
  Gryphon: words('Gryphon', 'noble'),
  Hedgehog: words('Hedgehog', 'spiky'),
  Deer: words('Deer', 'graceful'),
  Egg: words('Egg', 'mysterious', 'Giant Egg'),
  Rat: words('Rat', 'scrappy'),
  Octopus: words('Octopus', 'wriggly'),
  Seahorse: words('Seahorse', 'dainty'),
  Parrot: words('Parrot', 'chatty'),
  Rooster: words('Rooster', 'strutting'),
  Spider: words('Spider', 'crafty'),
  Owl: words('Owl', 'wise'),
  Penguin: words('Penguin', 'waddling'),
  TRex: words('Tyrannosaur', 'mighty'),
  Rock: words('Rock', 'steadfast'),
  Bunny: words('Bunny', 'bouncy'),
  Slime: words('Marshmallow Slime', 'squishy'),
  Sheep: words('Sheep', 'woolly'),
  Cuttlefish: words('Cuttlefish', 'colourful'),
  Whale: words('Whale', 'enormous'),
  Cheetah: words('Cheetah', 'speedy'),
  Horse: words('Horse', 'spirited'),
  Frog: words('Frog', 'hopping'),
  Snake: words('Snake', 'slithering'),
  Unicorn: words('Unicorn', 'magical'),
  Sabretooth: words('Sabre-toothed Cat', 'ferocious'),
  Monkey: words('Monkey', 'cheeky'),
  Snail: words('Snail', 'patient'),
  Falcon: words('Falcon', 'keen-eyed'),
  Treeling: words('Treeling', 'leafy'),
  Axolotl: words('Axolotl', 'smiling'),
  Turtle: words('Sea Turtle', 'serene'),
  Armadillo: words('Armadillo', 'armoured'),
  Cow: words('Cow', 'placid'),
  Beetle: words('Beetle', 'shiny'),
  Ferret: words('Ferret', 'playful'),
  Sloth: words('Sloth', 'easygoing'),
  Triceratops: words('Triceratops', 'horned'),
  GuineaPig: words('Guinea Pig', 'squeaky'),
  Peacock: words('Peacock', 'dazzling'),
  Butterfly: words('Caterpillar', 'fluttery', 'Butterfly'),
  Nudibranch: words('Nudibranch', 'vivid'),
  Hippo: words('Hippo', 'hefty'),
  Yarn: words('Yarn Ball', 'tangled', 'Flying Carpet'),
  Pterodactyl: words('Pterodactyl', 'soaring'),
  Badger: words('Badger', 'stubborn'),
  Squirrel: words('Squirrel', 'nimble'),
  SeaSerpent: words('Sea Serpent', 'coiling'),
  Kangaroo: words('Kangaroo', 'springy'),
  Alligator: words('Alligator', 'snappy'),
  Velociraptor: words('Velociraptor', 'swift'),
  Dolphin: words('Dolphin', 'friendly'),
  Robot: words('Robot', 'whirring'),
  Platypus: words('Platypus', 'peculiar'),
  Otter: words('Otter', 'frolicking'),
  Raccoon: words('Raccoon', 'sneaky'),
  Chameleon: words('Chameleon', 'shifting'),
  Giraffe: words('Giraffe', 'lofty'),
  Crab: words('Crab', 'sideways'),
};

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

export const eggText: TextTable = Object.fromEntries(
  Object.entries(eggWords).map(([key, egg]) => [
    key,
    {
      text: egg.text,
      notes: `Pour a hatching potion over this egg and out comes ${article(egg.adjective)} ${egg.adjective} ${egg.text}.`,
    },
  ]),
);
