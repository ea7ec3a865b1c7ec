// Bosses who are people in robes (witches, queens, sorcerers, a courier, a judge…): one body, with
// a face, something on the head and something in the hand picked from a few parts each.
import type { ReactElement } from 'react';
import { AngryEyes, Crown, line } from './bossParts.tsx';
import { INK, type Tones } from './palette.ts';

export type CasterFace = 'eyes' | 'skull' | 'mask' | 'shadow';
export type CasterHat =
  'hood' | 'witchHat' | 'wizardHat' | 'crown' | 'iceCrown' | 'cap' | 'furHat' | 'curls' | 'wig';
export type CasterHeld =
  | 'staff'
  | 'trident'
  | 'iceStaff'
  | 'boneStaff'
  | 'lantern'
  | 'orbs'
  | 'letters'
  | 'bow'
  | 'trap'
  | 'bubbles'
  | 'gavel';

export interface CasterLook {
  face: CasterFace;
  hat: CasterHat;
  held: CasterHeld;
  hasWings?: boolean;
}

const HEAD = { x: 50, y: 32, r: 11 };
const BONE = '#f4f0e0';
const WOOD = '#8a5a3a';

const faces: Readonly<Record<CasterFace, (tones: Tones) => ReactElement>> = {
  eyes: (tones) => (
    <g>
      <circle cx={HEAD.x} cy={HEAD.y} r={HEAD.r} fill={tones.light} {...line} />
      <AngryEyes x={HEAD.x} y={HEAD.y - 1} gap={9} size={2.6} />
      <path d="M 46 39 Q 50 36 54 39" fill="none" stroke={INK} strokeWidth={1.5} />
    </g>
  ),
  skull: () => (
    <g>
      <circle cx={HEAD.x} cy={HEAD.y} r={HEAD.r} fill={BONE} {...line} />
      <ellipse cx={45.5} cy={31} rx={3} ry={3.5} fill={INK} />
      <ellipse cx={54.5} cy={31} rx={3} ry={3.5} fill={INK} />
      <circle cx={45.5} cy={31} r={1.2} fill="#8fe0ff" />
      <circle cx={54.5} cy={31} r={1.2} fill="#8fe0ff" />
      <path
        d="M 50 35 l -1.5 2.5 h 3 Z M 45 40 h 10 M 47.5 38.5 v 3 M 52.5 38.5 v 3"
        fill={INK}
        stroke={INK}
        strokeWidth={1}
      />
    </g>
  ),
  mask: (tones) => (
    <g>
      <circle cx={HEAD.x} cy={HEAD.y} r={HEAD.r} fill={tones.light} {...line} />
      <path
        d="M 38.5 27 Q 50 22 61.5 27 L 61 36 Q 50 32 39 36 Z"
        fill={BONE}
        {...line}
        strokeWidth={1.5}
      />
      <path d="M 42 30 l 5 1.5 l -5 1 Z M 58 30 l -5 1.5 l 5 1 Z" fill={INK} />
      <path d="M 50 24 v 9" stroke={tones.dark} strokeWidth={1.5} />
    </g>
  ),
  shadow: () => (
    <g>
      <circle cx={HEAD.x} cy={HEAD.y} r={HEAD.r} fill="#1c1826" {...line} />
      <path d="M 43 30 l 5 2 l -5 1 Z M 57 30 l -5 2 l 5 1 Z" fill="#ffd84a" />
    </g>
  ),
};

/** Drawn before the head (the hood's back) and after it. */
const hats: Readonly<
  Record<CasterHat, { back?: (t: Tones) => ReactElement; front?: (t: Tones) => ReactElement }>
> = {
  hood: {
    back: (tones) => <path d="M 33 48 Q 28 10 50 10 Q 72 10 67 48 Z" fill={tones.dark} {...line} />,
    front: (tones) => (
      <path
        d="M 38 33 Q 40 18 50 18 Q 60 18 62 33"
        fill="none"
        stroke={tones.dark}
        strokeWidth={5}
      />
    ),
  },
  witchHat: {
    front: (tones) => (
      <g {...line}>
        <path d="M 41 23 L 48 2 Q 56 8 64 2 Q 58 12 60 23 Z" fill={tones.dark} />
        <rect x={41} y={18} width={19} height={4} fill={tones.main} strokeWidth={1.5} />
        <ellipse cx={50} cy={23} rx={18} ry={3.5} fill={tones.dark} />
      </g>
    ),
  },
  wizardHat: {
    front: (tones) => (
      <g {...line}>
        <path d="M 37 24 L 54 -1 L 63 24 Z" fill={tones.dark} />
        <ellipse cx={50} cy={24} rx={16} ry={3} fill={tones.dark} />
        <path
          d="M 50 12 l 1.5 3 l 3 0.5 l -2.2 2 l 0.6 3 l -2.9 -1.5 l -2.9 1.5 l 0.6 -3 l -2.2 -2 l 3 -0.5 Z"
          fill="#f2d43a"
          strokeWidth={1}
        />
      </g>
    ),
  },
  crown: { front: () => <Crown x={50} y={23} width={20} /> },
  iceCrown: {
    front: () => (
      <path
        d="M 39 24 L 38 12 L 43 19 L 46 6 L 50 18 L 54 6 L 57 19 L 62 12 L 61 24 Z"
        fill="#e4f4fb"
        {...line}
        strokeWidth={1.5}
      />
    ),
  },
  cap: {
    front: (tones) => (
      <g {...line} strokeWidth={1.5}>
        <path d="M 38 27 Q 38 14 51 14 Q 63 15 62 27 Z" fill={tones.dark} />
        <path d="M 38 27 L 26 29 Q 28 24 38 24 Z" fill={tones.dark} />
        <rect x={46} y={18} width={8} height={5} fill="#f2c230" />
      </g>
    ),
  },
  furHat: {
    front: () => (
      <g {...line} strokeWidth={1.5} fill="#7a5a3e">
        <path d="M 37 40 V 24 Q 37 13 50 13 Q 63 13 63 24 V 40 L 59 40 V 28 H 41 V 40 Z" />
        <rect x={36} y={22} width={28} height={7} rx={3} fill="#e8dcc8" />
      </g>
    ),
  },
  curls: {
    front: () => (
      <g fill="#f2c230" stroke={INK} strokeWidth={1.5}>
        {[40, 45, 50, 55, 60].map((x, index) => (
          <circle key={x} cx={x} cy={index % 2 ? 20 : 22} r={4.5} />
        ))}
      </g>
    ),
  },
  wig: {
    back: () => (
      <g fill="#f4f4f4" stroke={INK} strokeWidth={1.5}>
        {[24, 30, 36, 42].map((y) => (
          <g key={y}>
            <circle cx={37} cy={y} r={4.5} />
            <circle cx={63} cy={y} r={4.5} />
          </g>
        ))}
      </g>
    ),
    front: () => (
      <path
        d="M 38 28 Q 38 16 50 16 Q 62 16 62 28 Q 56 22 50 22 Q 44 22 38 28 Z"
        fill="#f4f4f4"
        stroke={INK}
        strokeWidth={1.5}
      />
    ),
  },
};

const held: Readonly<Record<CasterHeld, (tones: Tones) => ReactElement>> = {
  staff: (tones) => (
    <g {...line}>
      <path d="M 76 30 V 92" stroke={WOOD} strokeWidth={3} />
      <circle cx={76} cy={26} r={5.5} fill={tones.light} />
    </g>
  ),
  trident: () => (
    <g fill="none" strokeLinecap="round">
      <path
        d="M 76 34 V 92 M 68 36 V 26 M 76 36 V 20 M 84 36 V 26 M 68 36 H 84"
        stroke={INK}
        strokeWidth={4.5}
      />
      <path
        d="M 76 34 V 92 M 68 36 V 26 M 76 36 V 20 M 84 36 V 26 M 68 36 H 84"
        stroke="#f2c230"
        strokeWidth={2}
      />
    </g>
  ),
  iceStaff: () => (
    <g {...line}>
      <path d="M 76 32 V 92" stroke="#a8d8f0" strokeWidth={3} />
      <path d="M 76 16 L 82 26 L 76 36 L 70 26 Z" fill="#e4f4fb" />
    </g>
  ),
  boneStaff: () => (
    <g {...line}>
      <path d="M 76 32 V 92" stroke={BONE} strokeWidth={3} />
      <circle cx={76} cy={26} r={6} fill={BONE} />
      <circle cx={74} cy={25} r={1.5} fill={INK} stroke="none" />
      <circle cx={78} cy={25} r={1.5} fill={INK} stroke="none" />
    </g>
  ),
  lantern: () => (
    <g {...line} strokeWidth={1.5}>
      <path d="M 74 66 V 72" fill="none" />
      <rect x={67} y={72} width={14} height={16} rx={2} fill="#3a2a1a" />
      <path d="M 74 85 Q 69 80 74 74 Q 79 80 74 85 Z" fill="#f28a30" stroke="none" />
    </g>
  ),
  orbs: (tones) => (
    <g fill={tones.light} stroke={INK} strokeWidth={1.5}>
      <circle cx={16} cy={40} r={5} />
      <circle cx={84} cy={34} r={6} />
      <circle cx={86} cy={62} r={4} />
    </g>
  ),
  letters: () => (
    <g {...line} strokeWidth={1.5}>
      {[
        [76, 60, -10],
        [82, 38, 14],
        [10, 46, -18],
      ].map(([x = 0, y = 0, turn = 0]) => (
        <g key={x} transform={`rotate(${turn} ${x + 7} ${y + 5})`}>
          <rect x={x} y={y} width={14} height={10} fill="#fffaf0" />
          <path d={`M ${x} ${y} L ${x + 7} ${y + 6} L ${x + 14} ${y}`} fill="none" />
        </g>
      ))}
    </g>
  ),
  bow: () => (
    <g fill="none" strokeLinecap="round">
      <path d="M 76 42 Q 92 64 76 88" stroke={INK} strokeWidth={4.5} />
      <path d="M 76 42 Q 92 64 76 88" stroke="#c8923a" strokeWidth={2} />
      <path d="M 76 42 V 88 M 66 65 H 90" stroke={INK} strokeWidth={1} />
      <path d="M 64 65 l 4 -3 l 0 6 Z" fill="#f07fa5" stroke={INK} strokeWidth={1} />
    </g>
  ),
  trap: () => (
    <g {...line} strokeWidth={1.5}>
      <path d="M 62 92 Q 62 78 76 78 Q 90 78 90 92 Z" fill="#9aa0a8" />
      <path d="M 65 88 l 3 -6 l 3 6 l 3 -6 l 3 6 l 3 -6 l 3 6" fill="none" />
    </g>
  ),
  bubbles: () => (
    <g fill="#dff4ff" fillOpacity={0.8} stroke={INK} strokeWidth={1.5}>
      <circle cx={80} cy={56} r={7} />
      <circle cx={86} cy={40} r={4.5} />
      <circle cx={16} cy={46} r={5} />
      <circle cx={22} cy={32} r={3} />
      <circle cx={78} cy={24} r={3.5} />
    </g>
  ),
  gavel: () => (
    <g {...line}>
      <path d="M 72 66 L 84 50" stroke={WOOD} strokeWidth={3} />
      <rect x={76} y={40} width={16} height={8} rx={2} fill={WOOD} transform="rotate(-53 84 44)" />
    </g>
  ),
};

const wing = 'M 40 52 Q 16 28 6 40 Q 14 50 8 60 Q 22 62 40 60 Z';

/** A figure in a robe, 100 × 100. */
export function CasterBoss({ tones, look }: { tones: Tones; look: CasterLook }) {
  const hat = hats[look.hat];
  return (
    <g>
      {look.hasWings && (
        <g fill="#ffffff" {...line} strokeWidth={1.5}>
          <path d={wing} />
          <path d={wing} transform="translate(100 0) scale(-1 1)" />
        </g>
      )}
      {hat.back?.(tones)}
      <g {...line}>
        <path d="M 38 46 Q 50 40 62 46 L 76 90 Q 50 97 24 90 Z" fill={tones.main} />
        <path d="M 50 48 V 94" fill="none" stroke={tones.dark} />
        <path d="M 26 89 Q 50 95 74 89" fill="none" stroke={tones.light} strokeWidth={3} />
      </g>
      {['M 39 50 Q 28 62 26 72', 'M 61 50 Q 70 58 73 66'].map((sleeve) => (
        <g key={sleeve} fill="none" strokeLinecap="round">
          <path d={sleeve} stroke={INK} strokeWidth={9} />
          <path d={sleeve} stroke={tones.main} strokeWidth={6} />
        </g>
      ))}
      <circle cx={26} cy={72} r={3.5} fill={tones.light} {...line} strokeWidth={1.5} />
      {held[look.held](tones)}
      <circle cx={73} cy={66} r={3.5} fill={tones.light} {...line} strokeWidth={1.5} />
      {faces[look.face](tones)}
      {hat.front?.(tones)}
    </g>
  );
}
