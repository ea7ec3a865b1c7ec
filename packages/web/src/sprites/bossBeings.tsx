// Bosses with bodies of their own: knights in armour, shadows, swarms of small pests and great
// serpents, each with a few variants.
import type { ReactElement } from 'react';
import { AngryEyes, Fangs, line } from './bossParts.tsx';
import { INK, type Tones } from './palette.ts';

const GLOW = '#ffd84a';
const BONE = '#f4f0e0';

export type KnightHelm = 'visor' | 'plume' | 'horns';
export type KnightHeld = 'sword' | 'spear';

export interface KnightLook {
  helm: KnightHelm;
  held: KnightHeld;
  /** A wind-up key in its back. */
  isWound?: boolean;
}

const knightHeld: Readonly<Record<KnightHeld, ReactElement>> = {
  sword: (
    <g {...line} strokeWidth={1.5}>
      <path d="M 72 62 V 20 L 75 14 L 78 20 V 62 Z" fill="#dfe3e8" />
      <rect x={67} y={60} width={16} height={4} fill="#8a5a3a" />
    </g>
  ),
  spear: (
    <g {...line} strokeWidth={1.5}>
      <path d="M 78 22 V 94" stroke="#8a5a3a" strokeWidth={3} />
      <path d="M 78 6 L 84 20 L 78 24 L 72 20 Z" fill="#dfe3e8" />
    </g>
  ),
};

const helmTops: Readonly<Record<KnightHelm, ReactElement | null>> = {
  visor: null,
  plume: (
    <path d="M 50 11 Q 56 -2 72 4 Q 62 8 58 16 Z" fill="#d8413a" {...line} strokeWidth={1.5} />
  ),
  horns: (
    <g fill={BONE} {...line} strokeWidth={1.5}>
      <path d="M 40 20 Q 26 16 28 2 Q 34 12 42 14 Z" />
      <path d="M 60 20 Q 74 16 72 2 Q 66 12 58 14 Z" />
    </g>
  ),
};

export function KnightBoss({ tones, look }: { tones: Tones; look: KnightLook }) {
  return (
    <g {...line}>
      {look.isWound && (
        <g fill="#c8923a" strokeWidth={1.5}>
          <rect x={60} y={55} width={26} height={5} />
          <ellipse cx={90} cy={50} rx={5} ry={8} />
          <ellipse cx={90} cy={66} rx={5} ry={8} />
        </g>
      )}
      <rect x={39} y={74} width={8} height={18} rx={2} fill={tones.dark} />
      <rect x={53} y={74} width={8} height={18} rx={2} fill={tones.dark} />
      <path d="M 32 46 Q 50 40 68 46 L 64 78 Q 50 82 36 78 Z" fill={tones.main} />
      <path d="M 42 52 Q 50 60 58 52" fill="none" stroke={tones.light} strokeWidth={2.5} />
      <rect x={35} y={69} width={30} height={5} fill={tones.dark} strokeWidth={1.5} />
      <path d="M 30 50 L 24 70" stroke={INK} strokeWidth={8} strokeLinecap="round" />
      <path d="M 30 50 L 24 70" stroke={tones.main} strokeWidth={5} strokeLinecap="round" />
      {knightHeld[look.held]}
      <path d="M 70 50 L 75 64" stroke={INK} strokeWidth={8} strokeLinecap="round" />
      <path d="M 70 50 L 75 64" stroke={tones.main} strokeWidth={5} strokeLinecap="round" />
      <ellipse cx={32} cy={48} rx={8} ry={6} fill={tones.light} />
      <ellipse cx={68} cy={48} rx={8} ry={6} fill={tones.light} />
      <path d="M 38 42 V 24 Q 38 10 50 10 Q 62 10 62 24 V 42 Z" fill={tones.main} />
      <rect x={41} y={23} width={18} height={6} fill={INK} strokeWidth={1} />
      <circle cx={46} cy={26} r={1.6} fill={GLOW} stroke="none" />
      <circle cx={54} cy={26} r={1.6} fill={GLOW} stroke="none" />
      <path
        d="M 50 10 V 22 M 44 34 h 12 M 44 38 h 12"
        fill="none"
        stroke={tones.dark}
        strokeWidth={1.5}
      />
      {helmTops[look.helm]}
    </g>
  );
}

export type ShadeForm = 'looming' | 'chains' | 'risen';

const shades: Readonly<Record<ShadeForm, (tones: Tones) => ReactElement>> = {
  // a shadow over a sleeping town
  looming: (tones) => (
    <g {...line}>
      <path
        d="M 50 6 Q 80 8 82 48 L 86 92 L 76 84 L 66 92 L 58 84 L 50 92 L 42 84 L 34 92 L 24 84 L 14 92 L 18 48 Q 20 8 50 6 Z"
        fill={tones.main}
      />
      <path
        d="M 22 52 Q 8 56 4 70 M 4 70 l -2 6 M 4 70 l 4 5 M 4 70 l 6 2"
        fill="none"
        stroke={tones.main}
        strokeWidth={5}
        strokeLinecap="round"
      />
      <path
        d="M 78 52 Q 92 56 96 70 M 96 70 l 2 6 M 96 70 l -4 5 M 96 70 l -6 2"
        fill="none"
        stroke={tones.main}
        strokeWidth={5}
        strokeLinecap="round"
      />
      <path d="M 36 30 l 10 4 l -10 2 Z M 64 30 l -10 4 l 10 2 Z" fill={GLOW} strokeWidth={1} />
      <path d="M 40 50 Q 50 44 60 50 Q 50 58 40 50 Z" fill={INK} strokeWidth={1} />
      <g fill="#f4e6c0" strokeWidth={1.5}>
        <path d="M 30 96 V 86 L 36 80 L 42 86 V 96 Z" />
        <path d="M 56 96 V 84 L 63 77 L 70 84 V 96 Z" />
      </g>
    </g>
  ),
  // chains of shadow wound round and round
  chains: (tones) => (
    <g {...line}>
      <path
        d="M 20 84 C 4 60 30 40 50 52 C 70 64 96 44 80 20 C 70 6 46 10 44 24"
        fill="none"
        stroke={INK}
        strokeWidth={17}
        strokeLinecap="round"
      />
      <path
        d="M 20 84 C 4 60 30 40 50 52 C 70 64 96 44 80 20 C 70 6 46 10 44 24"
        fill="none"
        stroke={tones.main}
        strokeWidth={14}
        strokeLinecap="round"
      />
      <g fill="none" stroke="#9aa0a8" strokeWidth={3}>
        {[
          [14, 40],
          [24, 34],
          [34, 30],
          [62, 80],
          [72, 78],
          [82, 74],
        ].map(([x = 0, y = 0], index) => (
          <ellipse
            key={x}
            cx={x}
            cy={y}
            rx={5}
            ry={3}
            transform={`rotate(${index < 3 ? -25 : -15} ${x} ${y})`}
          />
        ))}
      </g>
      <ellipse cx={44} cy={26} rx={12} ry={9} fill={tones.main} />
      <AngryEyes x={44} y={25} gap={10} size={2.6} colour={GLOW} />
    </g>
  ),
  // the undying, climbing out of the ground again
  risen: (tones) => (
    <g {...line}>
      <path
        d="M 36 52 L 22 24 M 64 52 L 78 26"
        fill="none"
        stroke={INK}
        strokeWidth={9}
        strokeLinecap="round"
      />
      <path
        d="M 36 52 L 22 24 M 64 52 L 78 26"
        fill="none"
        stroke={tones.main}
        strokeWidth={6}
        strokeLinecap="round"
      />
      <path d="M 34 48 Q 50 42 66 48 L 68 84 H 32 Z" fill={tones.main} />
      <path
        d="M 42 58 l 4 4 l -4 4 M 58 60 h 6 M 60 58 v 4 M 62 58 v 4"
        fill="none"
        stroke={tones.dark}
        strokeWidth={1.5}
      />
      <circle cx={50} cy={34} r={13} fill={tones.light} />
      <circle cx={45} cy={32} r={4} fill="#ffffff" />
      <circle cx={45} cy={32} r={1.8} fill={INK} />
      <path d="M 52 31 l 6 2 M 52 34 l 6 -2" fill="none" strokeWidth={1.5} />
      <path d="M 44 40 h 12" fill="none" strokeWidth={1.5} />
      <path d="M 12 94 Q 20 80 50 78 Q 80 80 88 94 Z" fill="#7a5a3e" />
      <path
        d="M 24 88 l 4 -3 M 70 86 l 5 2 M 46 84 l 3 2"
        fill="none"
        stroke={BONE}
        strokeWidth={2}
      />
    </g>
  ),
};

export function ShadeBoss({ tones, form }: { tones: Tones; form: ShadeForm }) {
  return shades[form](tones);
}

export type SwarmUnit = 'fluff' | 'wisp' | 'pebble';

/** Where a swarm's members stand (x, y, size), the front ones last. */
const swarmPlaces = [
  [22, 40, 9],
  [80, 38, 10],
  [50, 46, 15],
  [28, 72, 14],
  [72, 74, 15],
] as const;

function fuzz(x: number, y: number, size: number): string {
  return Array.from({ length: 22 }, (_, index) => {
    const angle = (index / 22) * Math.PI * 2;
    const radius = index % 2 === 0 ? size : size * 0.82;
    return `${(x + Math.cos(angle) * radius).toFixed(1)},${(y + Math.sin(angle) * radius).toFixed(1)}`;
  }).join(' ');
}

const swarmUnits: Readonly<
  Record<SwarmUnit, (x: number, y: number, s: number, tones: Tones) => ReactElement>
> = {
  fluff: (x, y, s, tones) => (
    <g {...line} strokeWidth={1.5}>
      <ellipse cx={x - s * 0.35} cy={y - s * 1.05} rx={s * 0.18} ry={s * 0.45} fill={tones.dark} />
      <ellipse cx={x + s * 0.35} cy={y - s * 1.05} rx={s * 0.18} ry={s * 0.45} fill={tones.dark} />
      <polygon points={fuzz(x, y, s)} fill={tones.main} />
      <AngryEyes x={x} y={y - s * 0.1} gap={s * 0.7} size={s * 0.18} />
    </g>
  ),
  wisp: (x, y, s, tones) => (
    <g {...line} strokeWidth={1.5}>
      <path
        d={`M ${x - s} ${y + s * 0.4} Q ${x - s} ${y - s} ${x} ${y - s} Q ${x + s} ${y - s} ${x + s} ${y + s * 0.4} L ${x + s * 0.5} ${y + s * 0.1} L ${x} ${y + s * 0.6} L ${x - s * 0.5} ${y + s * 0.1} Z`}
        fill={tones.main}
      />
      <path
        d={`M ${x - s * 0.5} ${y - s * 0.35} l ${s * 0.35} ${s * 0.15} l ${-s * 0.35} ${s * 0.1} Z M ${x + s * 0.5} ${y - s * 0.35} l ${-s * 0.35} ${s * 0.15} l ${s * 0.35} ${s * 0.1} Z`}
        fill={GLOW}
        strokeWidth={1}
      />
    </g>
  ),
  pebble: (x, y, s, tones) => (
    <g {...line} strokeWidth={1.5}>
      <path
        d={`M ${x - s} ${y + s * 0.6} L ${x - s * 0.9} ${y - s * 0.3} L ${x - s * 0.3} ${y - s} L ${x + s * 0.6} ${y - s * 0.8} L ${x + s} ${y} L ${x + s * 0.7} ${y + s * 0.7} Z`}
        fill={tones.main}
      />
      <path
        d={`M ${x + s * 0.2} ${y + s * 0.5} l ${s * 0.3} ${-s * 0.3}`}
        fill="none"
        stroke={tones.dark}
      />
      <AngryEyes x={x} y={y - s * 0.2} gap={s * 0.7} size={s * 0.18} />
    </g>
  ),
};

export function SwarmBoss({ tones, unit }: { tones: Tones; unit: SwarmUnit }) {
  return (
    <g>
      {swarmPlaces.map(([x, y, size]) => (
        <g key={`${x}-${y}`}>{swarmUnits[unit](x, y, size, tones)}</g>
      ))}
    </g>
  );
}

export type SerpentSkin = 'list' | 'fins';

const coil = 'M 30 40 C 22 64 42 72 58 66 S 90 68 84 86 Q 70 96 38 90';

export function SerpentBoss({ tones, skin }: { tones: Tones; skin: SerpentSkin }) {
  const isList = skin === 'list';
  const body = isList ? '#fbf6e6' : tones.main;
  return (
    <g>
      {!isList && (
        <path
          d="M 50 64 l 4 -12 l 4 12 M 64 68 l 5 -12 l 4 12 M 78 74 l 6 -10 l 2 13"
          fill={tones.dark}
          {...line}
          strokeWidth={1.5}
        />
      )}
      <g fill="none" strokeLinecap="round">
        <path d={coil} stroke={INK} strokeWidth={17} />
        <path d={coil} stroke={body} strokeWidth={14} />
        {isList ? (
          <path d={coil} stroke={tones.main} strokeWidth={14} strokeDasharray="1.5 6" />
        ) : (
          <path d={coil} stroke={tones.light} strokeWidth={4} strokeDasharray="3 5" />
        )}
      </g>
      <g {...line}>
        <path d="M 20 28 L 12 20 M 20 28 L 12 34" fill="none" stroke="#d8413a" strokeWidth={1.5} />
        <ellipse cx={34} cy={32} rx={15} ry={12} fill={body} />
        {isList && (
          <path d="M 26 22 h 14 M 24 28 h 18" fill="none" stroke={tones.main} strokeWidth={1.5} />
        )}
        {!isList && <path d="M 40 22 L 50 10 L 48 24 Z" fill={tones.dark} strokeWidth={1.5} />}
      </g>
      <AngryEyes x={36} y={30} gap={11} size={3} />
      <Fangs x={33} y={38} width={14} teeth={3} />
    </g>
  );
}
