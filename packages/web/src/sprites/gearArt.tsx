// Gear from its key (`<slot>_<class>_<index>`): a drawing per slot in the avatar's 100 × 100
// frame, a shape variant by class (or hashed from the set for special, mystery and armoire gear),
// coloured by class and tier, or by a palette hashed from the set.
import type { ReactElement } from 'react';
import {
  CLASS_COLOURS,
  hashKey,
  OUTLINE,
  TIER_METALS,
  tonesOfHex,
  tonesOfKey,
  type Tones,
} from './palette.ts';

export interface GearLook {
  slot: string;
  variant: number;
  tones: Tones;
  trim: string;
  /** `<slot>_base_0`: the empty slot, drawn as nothing on the avatar. */
  isEmpty: boolean;
}

const classVariant: Readonly<Record<string, number>> = {
  warrior: 0,
  rogue: 1,
  wizard: 2,
  healer: 3,
  base: 0,
};

export function gearLook(key: string): GearLook {
  const [slot = '', klass = '', ...rest] = key.split('_');
  const index = rest.join('_');
  const tier = /^\d+$/.test(index) ? Number(index) : null;
  const classColour = CLASS_COLOURS[klass];
  const setKey = `${klass}_${index}`;
  const isClassGear = classColour !== undefined && tier !== null;
  return {
    slot,
    variant: isClassGear ? (classVariant[klass] ?? 0) : hashKey(setKey) % 4,
    tones: isClassGear ? tonesOfHex(classColour) : tonesOfKey(setKey),
    trim:
      tier === null
        ? tonesOfKey(`${setKey}:trim`).main
        : `#${TIER_METALS[Math.min(tier, TIER_METALS.length - 1)] ?? 'a7a9ac'}`,
    isEmpty: klass === 'base' && index === '0',
  };
}

const line = { stroke: OUTLINE, strokeWidth: 1.5, strokeLinejoin: 'round' as const };

type SlotDrawings = readonly ((look: GearLook) => ReactElement)[];

const weapon: SlotDrawings = [
  ({ tones, trim }) => (
    <g {...line}>
      <path d="M 70 78 L 70 30 L 74 24 L 78 30 L 78 78 Z" fill={trim} />
      <rect x={64} y={76} width={20} height={4} fill={tones.main} />
      <rect x={71} y={80} width={6} height={10} fill={tones.dark} />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      <path d="M 72 74 L 70 50 L 74 44 L 78 50 L 76 74 Z" fill={trim} />
      <rect x={66} y={74} width={16} height={4} fill={tones.main} />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      <rect x={72} y={30} width={5} height={62} rx={2} fill={tones.dark} />
      <circle cx={74.5} cy={28} r={7} fill={tones.light} />
      <circle cx={74.5} cy={28} r={3} fill={trim} />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      <rect x={72} y={40} width={5} height={50} rx={2} fill={trim} />
      <path d="M 74.5 26 l 8 10 l -8 8 l -8 -8 Z" fill={tones.main} />
    </g>
  ),
];

const armor: SlotDrawings = [
  ({ tones, trim }) => (
    <g {...line}>
      <path d="M 36 52 H 64 L 66 74 H 34 Z" fill={tones.main} />
      <path d="M 40 56 H 60 V 66 H 40 Z" fill={trim} />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      <path d="M 36 52 H 64 L 65 74 H 35 Z" fill={tones.dark} />
      <path d="M 50 52 L 44 74 M 50 52 L 56 74" stroke={trim} strokeWidth={2} />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      <path d="M 37 52 H 63 L 70 90 H 30 Z" fill={tones.main} />
      <path d="M 50 52 V 90" stroke={trim} strokeWidth={2} />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      <path d="M 37 52 H 63 L 68 86 H 32 Z" fill={tones.light} />
      <path d="M 46 60 h 8 M 50 56 v 8" stroke={trim} strokeWidth={3} />
    </g>
  ),
];

const head: SlotDrawings = [
  ({ tones, trim }) => (
    <g {...line}>
      <path d="M 35 31 A 15 14 0 0 1 65 31 V 34 H 35 Z" fill={trim} />
      <rect x={48} y={17} width={4} height={16} fill={tones.main} />
    </g>
  ),
  ({ tones }) => (
    <g {...line}>
      <path d="M 34 44 Q 34 18 50 18 Q 66 18 66 44 L 60 40 Q 50 30 40 40 Z" fill={tones.dark} />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      <path d="M 34 32 H 66 L 54 26 L 48 6 L 42 26 Z" fill={tones.main} />
      <circle cx={48} cy={8} r={2.5} fill={trim} />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      <path d="M 37 30 L 40 20 L 45 27 L 50 18 L 55 27 L 60 20 L 63 30 Z" fill={trim} />
      <circle cx={50} cy={25} r={2} fill={tones.main} />
    </g>
  ),
];

const shield: SlotDrawings = [
  ({ tones, trim }) => (
    <g {...line}>
      <circle cx={28} cy={64} r={12} fill={tones.main} />
      <circle cx={28} cy={64} r={4} fill={trim} />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      <path d="M 28 50 L 32 72 L 28 74 L 24 72 Z" fill={trim} />
      <rect x={22} y={72} width={12} height={3} fill={tones.main} />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      <rect x={18} y={56} width={18} height={14} rx={2} fill={tones.main} />
      <path d="M 27 56 V 70" stroke={trim} strokeWidth={2} />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      <path d="M 17 52 H 39 V 64 Q 39 76 28 80 Q 17 76 17 64 Z" fill={tones.light} />
      <path d="M 28 56 V 74 M 21 63 H 35" stroke={trim} strokeWidth={3} />
    </g>
  ),
];

const back: SlotDrawings = [
  ({ tones }) => (
    <g {...line}>
      <path d="M 38 50 H 62 L 70 88 H 30 Z" fill={tones.dark} />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      <path
        d="M 40 54 Q 16 36 14 66 Q 28 60 40 64 Z M 60 54 Q 84 36 86 66 Q 72 60 60 64 Z"
        fill={tones.light}
        stroke={trim}
      />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      <rect
        x={56}
        y={42}
        width={8}
        height={26}
        rx={2}
        transform="rotate(20 60 55)"
        fill={tones.main}
      />
      <path d="M 60 40 l 2 -6 l 3 6" fill={trim} />
    </g>
  ),
  ({ tones }) => (
    <g {...line}>
      <path d="M 62 60 q 22 -4 18 -26 q -6 14 -18 18 Z" fill={tones.main} />
    </g>
  ),
];

const body: SlotDrawings = [
  ({ tones, trim }) => (
    <g {...line}>
      <path d="M 40 49 Q 50 56 60 49 L 60 54 Q 50 60 40 54 Z" fill={tones.main} />
      <rect x={53} y={54} width={5} height={12} fill={trim} />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      <path d="M 41 50 Q 50 58 59 50" fill="none" stroke={trim} strokeWidth={2} />
      <circle cx={50} cy={57} r={3.5} fill={tones.main} />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      <path d="M 38 50 H 62 L 58 56 H 42 Z" fill={tones.light} />
      <circle cx={50} cy={53} r={2} fill={trim} />
    </g>
  ),
  ({ tones }) => (
    <g {...line}>
      <path d="M 42 50 L 50 60 L 58 50 Z" fill={tones.main} />
    </g>
  ),
];

const headAccessory: SlotDrawings = [
  ({ tones, trim }) => (
    <g {...line}>
      <path
        d="M 38 28 L 38 14 L 46 24 Z M 62 28 L 62 14 L 54 24 Z"
        fill={tones.main}
        stroke={trim}
      />
    </g>
  ),
  ({ tones }) => (
    <g {...line}>
      <path
        d="M 40 26 q -6 -10 -2 -16 q 2 8 6 12 Z M 60 26 q 6 -10 2 -16 q -2 8 -6 12 Z"
        fill={tones.light}
      />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      {[38, 44, 50, 56, 62].map((x) => (
        <circle key={x} cx={x} cy={25} r={3} fill={x === 50 ? trim : tones.main} />
      ))}
    </g>
  ),
  ({ tones }) => (
    <g {...line}>
      <path d="M 36 29 Q 50 20 64 29 L 64 32 Q 50 24 36 32 Z" fill={tones.main} />
    </g>
  ),
];

const eyewear: SlotDrawings = [
  ({ tones }) => (
    <g {...line}>
      <circle cx={44} cy={37} r={4} fill={tones.light} fillOpacity={0.6} />
      <circle cx={56} cy={37} r={4} fill={tones.light} fillOpacity={0.6} />
      <path d="M 48 37 H 52" />
    </g>
  ),
  ({ tones }) => (
    <g {...line}>
      <path d="M 36 34 H 64 V 40 Q 57 42 52 38 H 48 Q 43 42 36 40 Z" fill={tones.dark} />
    </g>
  ),
  ({ tones, trim }) => (
    <g {...line}>
      <circle cx={56} cy={37} r={4.5} fill={tones.light} fillOpacity={0.5} />
      <path d="M 60 38 q 3 8 0 14" fill="none" stroke={trim} />
    </g>
  ),
  ({ tones }) => (
    <g {...line}>
      <rect x={38} y={34} width={24} height={6} rx={3} fill={tones.main} />
    </g>
  ),
];

const slots: Readonly<Record<string, SlotDrawings>> = {
  weapon,
  armor,
  head,
  shield,
  back,
  body,
  headAccessory,
  eyewear,
};

/** Where each slot's drawing sits, for a picture of the piece alone. */
export const GEAR_VIEWBOX: Readonly<Record<string, string>> = {
  weapon: '50 20 50 75',
  armor: '25 45 50 50',
  head: '25 2 50 45',
  shield: '10 45 40 40',
  back: '10 30 80 62',
  body: '33 44 34 26',
  headAccessory: '30 8 40 30',
  eyewear: '32 28 36 20',
};

/** The drawing of a piece of gear in the avatar's frame; `isEmpty` pieces draw an empty frame. */
export function GearArt({ gearKey, onAvatar = false }: { gearKey: string; onAvatar?: boolean }) {
  const look = gearLook(gearKey);
  if (look.isEmpty) {
    if (onAvatar) return null;
    const [x = 0, y = 0, width = 100, height = 100] = (GEAR_VIEWBOX[look.slot] ?? '0 0 100 100')
      .split(' ')
      .map(Number);
    return (
      <rect
        x={x + 4}
        y={y + 4}
        width={width - 8}
        height={height - 8}
        rx={4}
        fill="none"
        stroke={OUTLINE}
        strokeDasharray="3 3"
      />
    );
  }
  const drawings = slots[look.slot] ?? weapon;
  const draw = drawings[look.variant % drawings.length] ?? drawings[0]!;
  return draw(look);
}
