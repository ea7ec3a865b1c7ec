// One shape per egg: a body template and a few features, written as a short code so the whole
// stable fits in one table. Every egg's code is different, so with the potion's colours every
// egg × potion pair draws differently (the sprite tests check it over the whole catalogue).
//
// Code: template · ears · tail · extras.
//   template  q four-legged · u upright · b bird · f swimmer · s serpent · i bug · o blob ·
//             p plant · t object
//   ears      p pointy · r round · l long · f floppy · n none
//   tail      b bushy · t thin · c curled · f fin · s stub · n none
//   extras    h horns · u single horn · w wings · s shell · k spikes · m mane · a antennae ·
//             e tentacles · x stripes · d spots · q frill · j whiskers · z trunk · g long neck ·
//             o beak · c crest · y big eyes · v fangs · r antlers · l leaves
import { hashKey } from './palette.ts';

export type Template = 'q' | 'u' | 'b' | 'f' | 's' | 'i' | 'o' | 'p' | 't';
export type Ears = 'p' | 'r' | 'l' | 'f' | 'n';
export type Tail = 'b' | 't' | 'c' | 'f' | 's' | 'n';
export type Extra =
  | 'h'
  | 'u'
  | 'w'
  | 's'
  | 'k'
  | 'm'
  | 'a'
  | 'e'
  | 'x'
  | 'd'
  | 'q'
  | 'j'
  | 'z'
  | 'g'
  | 'o'
  | 'c'
  | 'y'
  | 'v'
  | 'r'
  | 'l';

export interface CreatureShape {
  template: Template;
  ears: Ears;
  tail: Tail;
  extras: ReadonlySet<Extra>;
}

// prettier-ignore
export const EGG_SHAPES: Readonly<Record<string, string>> = {
  Wolf: 'qpb', TigerCub: 'qrtx', PandaCub: 'qrsd', LionCub: 'qrtm', Fox: 'qpbd', FlyingPig: 'qfcw',
  Dragon: 'qnthkw', Cactus: 'pnnk', BearCub: 'qrs', Gryphon: 'qpbwo', Hedgehog: 'qrsk',
  Deer: 'qpsr', Egg: 'onnd', Rat: 'qrt', Octopus: 'onne', Seahorse: 'sncq', Parrot: 'bnbx',
  Rooster: 'bnbc', Spider: 'inny', Owl: 'bpsy', Penguin: 'bnsd', TRex: 'untv', Rock: 'tnnd',
  Bunny: 'qls', Slime: 'onn', Sheep: 'qfsh', Cuttlefish: 'fnne', Whale: 'fnf', Cheetah: 'qrtd',
  Horse: 'qptm', Frog: 'onny', Snake: 'snnv', Unicorn: 'qptmu', Sabretooth: 'qrtv', Monkey: 'urc',
  Snail: 'onnsa', Falcon: 'bntw', Treeling: 'pnnl', Axolotl: 'fntq', Turtle: 'qnss',
  Armadillo: 'qrssx', Cow: 'qftdh', Beetle: 'inns', Ferret: 'qrbx', Sloth: 'urn',
  Triceratops: 'qnthq', GuineaPig: 'qrn', Peacock: 'bnbq', Butterfly: 'innwa', Nudibranch: 'onnqa',
  Hippo: 'qrsj', Yarn: 'tnnx', Pterodactyl: 'bntc', Badger: 'qrsx', Squirrel: 'qrc',
  SeaSerpent: 'snfk', Kangaroo: 'upt', Alligator: 'qntk', Velociraptor: 'untc', Dolphin: 'fnfc',
  Robot: 'tnna', Platypus: 'qnfo', Otter: 'qrtj', Raccoon: 'qpbx', Chameleon: 'qncy',
  Giraffe: 'qptgd', Crab: 'innz',
  // Eggs of special animals only (veteran, event and gift pets and mounts).
  Tiger: 'qptx', Lion: 'qrbm', Bear: 'qrsv', Turkey: 'bnbj', JackOLantern: 'tnnv',
  Orca: 'fnfcd', MantisShrimp: 'intq', Mammoth: 'qfsz', Phoenix: 'bnbwc', MagicalBee: 'innwx',
  Hippogriff: 'qptwo', Jackalope: 'qlsr', Gryphatrice: 'qpbwoc', Aether: 'qptmw',
};

const templates: readonly Template[] = ['q', 'u', 'b', 'f', 's', 'i', 'o', 'p', 't'];
const earsList: readonly Ears[] = ['p', 'r', 'l', 'f', 'n'];
const tails: readonly Tail[] = ['b', 't', 'c', 'f', 's', 'n'];

/** An egg the table does not know yet gets a shape hashed from its key. */
function hashedCode(egg: string): string {
  const hash = hashKey(egg);
  const pick = <T>(list: readonly T[], shift: number): T => list[(hash >>> shift) % list.length]!;
  return `${pick(templates, 0)}${pick(earsList, 5)}${pick(tails, 10)}ydw`;
}

export function creatureShape(egg: string): CreatureShape {
  const code = EGG_SHAPES[egg] ?? hashedCode(egg);
  return {
    template: code[0] as Template,
    ears: code[1] as Ears,
    tail: code[2] as Tail,
    extras: new Set(code.slice(3).split('') as Extra[]),
  };
}

/** `Wolf-Base` → egg and potion; special animals split the same way. */
export function splitAnimal(key: string): { egg: string; potion: string } {
  const dash = key.indexOf('-');
  return dash === -1
    ? { egg: key, potion: 'Base' }
    : { egg: key.slice(0, dash), potion: key.slice(dash + 1) };
}
