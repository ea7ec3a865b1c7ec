// How each quest's boss looks. A boss of the stable is drawn as the animal its quest gives (the
// dropped egg, unless named here) in a colour that suits it, with something it wears or has about
// it; every other boss is one of a few figures (a robed caster, a knight, a shade, a swarm, a
// serpent, a living orb, element or brute) in its own colour, with a few parts picked. Every boss
// of the quest catalogue has an entry, and no two draw alike (bossArt.test.tsx).
import type { CasterLook } from './bossCasters.tsx';
import type { KnightLook, SerpentSkin, ShadeForm, SwarmUnit } from './bossBeings.tsx';
import type { CreatureWear } from './bossParts.tsx';
import type { BruteForm } from './bossBrutes.tsx';
import type { ElementForm } from './bossElements.tsx';
import type { OrbForm } from './bossOrbs.tsx';

export type BossLook =
  | {
      figure: 'creature';
      /** A hatching potion's colours; without it, the potion the quest gives. */
      potion?: string;
      /** Without it, the egg the quest gives. */
      egg?: string;
      /** A gang of three rather than one. */
      isGang?: boolean;
      wear?: CreatureWear;
    }
  | ({ figure: 'caster'; colour: string } & CasterLook)
  | ({ figure: 'knight'; colour: string } & KnightLook)
  | { figure: 'shade'; colour: string; form: ShadeForm }
  | { figure: 'swarm'; colour: string; unit: SwarmUnit }
  | { figure: 'serpent'; colour: string; skin: SerpentSkin }
  | { figure: 'orb'; colour: string; form: OrbForm }
  | { figure: 'element'; colour: string; form: ElementForm }
  | { figure: 'brute'; colour: string; form: BruteForm };

const creature = (potion?: string, wear?: CreatureWear): BossLook => ({
  figure: 'creature',
  ...(potion ? { potion } : {}),
  ...(wear ? { wear } : {}),
});

export const BOSS_LOOKS: Readonly<Record<string, BossLook>> = {
  // the unlockable and gold quests' villains
  dustbunnies: { figure: 'swarm', colour: 'a9a4b8', unit: 'fluff' },
  basilist: { figure: 'serpent', colour: 'd8413a', skin: 'list' },
  moon2: { figure: 'shade', colour: '3a3050', form: 'looming' },
  moon3: { figure: 'orb', colour: 'e8dca0', form: 'moon' },
  dilatoryDistress2: { figure: 'swarm', colour: '2f3d5c', unit: 'wisp' },
  dilatoryDistress3: {
    figure: 'caster',
    colour: '2f8f8a',
    face: 'eyes',
    hat: 'witchHat',
    held: 'trident',
  },
  mayhemMistiflying1: { figure: 'element', colour: '8ccbf2', form: 'wind' },
  mayhemMistiflying3: {
    figure: 'caster',
    colour: 'c86a3a',
    face: 'eyes',
    hat: 'cap',
    held: 'letters',
    hasWings: true,
  },
  stoikalmCalamity1: { figure: 'swarm', colour: '8a7a62', unit: 'pebble' },
  stoikalmCalamity3: {
    figure: 'caster',
    colour: '6fb6e0',
    face: 'eyes',
    hat: 'iceCrown',
    held: 'iceStaff',
  },
  taskwoodsTerror1: { figure: 'element', colour: 'e8632a', form: 'flame' },
  taskwoodsTerror3: {
    figure: 'caster',
    colour: '7a3a2a',
    face: 'shadow',
    hat: 'hood',
    held: 'lantern',
  },
  lostMasterclasser2: {
    figure: 'caster',
    colour: '4a5a8a',
    face: 'mask',
    hat: 'hood',
    held: 'staff',
  },
  lostMasterclasser3: { figure: 'orb', colour: '7a3ab0', form: 'skull' },
  lostMasterclasser4: {
    figure: 'caster',
    colour: '2e2848',
    face: 'shadow',
    hat: 'hood',
    held: 'orbs',
  },
  atom2: { figure: 'brute', colour: '6f8a7a', form: 'drain' },
  atom3: { figure: 'caster', colour: '4aa3df', face: 'eyes', hat: 'wizardHat', held: 'bubbles' },
  vice1: { figure: 'shade', colour: '3a3347', form: 'chains' },
  vice3: creature(),
  goldenknight2: { figure: 'caster', colour: 'd4af37', face: 'eyes', hat: 'wig', held: 'gavel' },
  goldenknight3: { figure: 'knight', colour: '4a4d58', helm: 'horns', held: 'sword' },
  moonstone2: { figure: 'caster', colour: '4b3a6a', face: 'skull', hat: 'hood', held: 'boneStaff' },
  moonstone3: { figure: 'shade', colour: '8fae6a', form: 'risen' },
  // the pet quests' animals
  alligator: creature('Zombie'),
  armadillo: creature('Desert'),
  axolotl: creature('CottonCandyPink'),
  badger: creature('Thunderstorm', 'steam'),
  beetle: creature('Glow'),
  bunny: creature('White'),
  butterfly: creature('RoyalPurple', 'crown'),
  chameleon: creature('Rainbow'),
  cheetah: creature('Golden'),
  cow: creature('Shade', 'steam'),
  crab: creature('Red'),
  dilatory_derby: creature('Aquatic'),
  dolphin: creature('CottonCandyBlue'),
  falcon: creature('Shade', 'clock'),
  ferret: creature('RoseGold', 'coins'),
  frog: creature('Holly', 'receipts'),
  ghost_stag: creature('Ghost'),
  giraffe: creature('Sunset'),
  gryphon: creature('Ember'),
  guineapig: { figure: 'creature', potion: 'Base', isGang: true, wear: 'coins' },
  harpy: creature('Red', 'storm'),
  hedgehog: creature('Shade'),
  hippo: creature('Thunderstorm'),
  horse: creature('StarryNight', 'stars'),
  kangaroo: creature('Sunset'),
  kraken: creature('Shade', 'ink'),
  monkey: creature('Desert', 'coins'),
  nudibranch: { figure: 'creature', potion: 'Glow', isGang: true },
  octopus: creature('Red', 'ink'),
  otter: creature('Base'),
  owl: creature('Moonglow', 'stars'),
  peacock: creature('Turquoise'),
  penguin: creature('Frost', 'frost'),
  platypus: creature('Watery'),
  pterodactyl: creature('Windup', 'clock'),
  raccoon: creature('Shade'),
  rat: creature('Shade', 'crown'),
  rock: creature('MossyStone'),
  rooster: creature('StarryNight'),
  sabretooth: creature('IcySnow', 'frost'),
  seaserpent: creature('Aquatic'),
  sheep: creature('Thunderstorm', 'storm'),
  slime: creature('CottonCandyBlue', 'crown'),
  sloth: creature('Base', 'sleep'),
  snail: creature('Zombie'),
  snake: creature('Celestial'),
  spider: creature('Frost', 'frost'),
  squirrel: creature('AutumnLeaf'),
  treeling: creature('Base'),
  trex: creature('Base'),
  trex_undead: creature('Skeleton'),
  triceratops: creature('Desert'),
  turtle: creature('Aquatic'),
  unicorn: creature('Shimmer', 'stars'),
  velociraptor: creature('Koi'),
  whale: creature('CottonCandyBlue', 'song'),
  yarn: creature('Red'),
  evilsanta: { figure: 'caster', colour: 'b3123a', face: 'eyes', hat: 'furHat', held: 'trap' },
  // the quests that give hatching potions
  amber: { figure: 'brute', colour: 'e89b2a', form: 'golem' },
  blackPearl: { figure: 'brute', colour: '3a4a6a', form: 'clam' },
  bronze: { figure: 'creature', egg: 'Beetle', wear: 'gears' },
  fluorite: { figure: 'element', colour: '8f6fd8', form: 'crystal' },
  pinkMarble: {
    figure: 'caster',
    colour: 'e89ab0',
    face: 'eyes',
    hat: 'curls',
    held: 'bow',
    hasWings: true,
  },
  jade: { figure: 'knight', colour: '3f9e6e', helm: 'visor', held: 'spear' },
  waffle: { figure: 'brute', colour: 'e0a050', form: 'waffle' },
  virtualpet: { figure: 'brute', colour: '7ad6b0', form: 'device' },
  fungi: { figure: 'brute', colour: 'c83a3a', form: 'mushroom' },
  solarSystem: { figure: 'orb', colour: '3b6fd0', form: 'comet' },
  windup: { figure: 'knight', colour: 'b5a37a', helm: 'plume', held: 'sword', isWound: true },
  // the world bosses
  bewilder: { figure: 'orb', colour: 'f2a33a', form: 'spiral' },
  burnout: { figure: 'element', colour: '5a4a48', form: 'ember' },
  dilatory: { figure: 'serpent', colour: '2f6f8f', skin: 'fins' },
  dysheartener: { figure: 'orb', colour: 'c8407a', form: 'heart' },
  stressbeast: { figure: 'brute', colour: 'e4eef6', form: 'yeti' },
};
