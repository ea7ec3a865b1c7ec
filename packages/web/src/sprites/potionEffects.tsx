// Premium, quest and wacky potions mark the body with a pattern or an effect, drawn as plain
// shapes inside the body's outline (no ids, so any number of sprites can share a page).
import type { ReactElement } from 'react';
import type { Anchors } from './creatureAnchors.ts';
import type { Pattern } from './potionLooks.ts';
import { INK, type Tones } from './palette.ts';

type Spot = readonly [number, number];
// Fixed places inside a unit ellipse where pattern marks go.
const spots: readonly Spot[] = [
  [-0.55, -0.2],
  [-0.15, -0.55],
  [0.3, -0.3],
  [0.6, 0.1],
  [0.05, 0.2],
  [-0.4, 0.35],
];

function marks(anchors: Anchors, draw: (x: number, y: number, index: number) => ReactElement) {
  const { x, y, rx, ry } = anchors.body;
  return spots.map(([fx, fy], index) => <g key={index}>{draw(x + rx * fx, y + ry * fy, index)}</g>);
}

const star = (x: number, y: number, size: number) =>
  `M ${x} ${y - size} L ${x + size * 0.3} ${y - size * 0.3} L ${x + size} ${y} L ${x + size * 0.3} ${y + size * 0.3} L ${x} ${y + size} L ${x - size * 0.3} ${y + size * 0.3} L ${x - size} ${y} L ${x - size * 0.3} ${y - size * 0.3} Z`;

const rainbow = ['#e95e5e', '#f2a33a', '#f2d43a', '#5ec46b', '#4a8fe0', '#8f5fd0'];

const effects: Readonly<
  Record<Exclude<Pattern, 'n'>, (anchors: Anchors, tones: Tones) => ReactElement>
> = {
  d: (a, t) => (
    <g fill={t.light}>
      {marks(a, (x, y) => (
        <circle cx={x} cy={y} r={2.4} />
      ))}
    </g>
  ),
  x: (a, t) => (
    <g stroke={t.dark} strokeWidth={2}>
      {marks(a, (x, y) => (
        <path d={`M ${x - 3} ${y - 4} l 6 8`} />
      ))}
    </g>
  ),
  s: (_a, t) => (
    <g fill="#ffffff" stroke={t.dark} strokeWidth={0.5}>
      {marks(_a, (x, y, i) => (i % 2 ? <path d={star(x, y, 3)} /> : <g />))}
    </g>
  ),
  g: (a, t) => {
    const { x, y, rx, ry } = a.body;
    return (
      <ellipse
        cx={x}
        cy={y}
        rx={rx + 6}
        ry={ry + 6}
        fill="none"
        stroke={t.light}
        strokeWidth={3}
        opacity={0.7}
      />
    );
  },
  h: (a) => (
    <g fill="#e0245e">
      {marks(a, (x, y) => (
        <path d={`M ${x} ${y + 3} l -3 -3 a 1.6 1.6 0 0 1 3 -2 a 1.6 1.6 0 0 1 3 2 Z`} />
      ))}
    </g>
  ),
  f: (a) => (
    <g fill="#ffffff" stroke="#f2c230" strokeWidth={1.5}>
      {marks(a, (x, y, i) => (i % 2 ? <g /> : <circle cx={x} cy={y} r={2.5} />))}
    </g>
  ),
  w: (a, t) => (
    <g fill="none" stroke={t.light} strokeWidth={1.6}>
      {marks(a, (x, y, i) => (i < 3 ? <path d={`M ${x - 6} ${y} q 3 -3 6 0 t 6 0`} /> : <g />))}
    </g>
  ),
  m: (a, t) => (
    <g fill="none" stroke={t.dark} strokeWidth={0.8}>
      {marks(a, (x, y) => (
        <path d={`M ${x - 4} ${y} q 2 -4 4 0 q 2 4 4 1`} />
      ))}
    </g>
  ),
  c: (a, t) => (
    <g stroke={INK} strokeWidth={1} fill={t.light} opacity={0.8}>
      {marks(a, (x, y, i) => (i < 4 ? <rect x={x - 3} y={y - 3} width={6} height={6} /> : <g />))}
    </g>
  ),
  r: (a) => (
    <g>
      {marks(a, (x, y, i) => (
        <circle cx={x} cy={y} r={2.6} fill={rainbow[i % rainbow.length]} />
      ))}
    </g>
  ),
  t: (a) => (
    <g fill="#fff6b0">
      {marks(a, (x, y) => (
        <path d={star(x, y, 2.6)} />
      ))}
    </g>
  ),
  l: (a) => (
    <g fill="#c8641e" stroke={INK} strokeWidth={0.6}>
      {marks(a, (x, y, i) =>
        i % 2 ? (
          <ellipse cx={x} cy={y} rx={3.2} ry={1.8} transform={`rotate(30 ${x} ${y})`} />
        ) : (
          <g />
        ),
      )}
    </g>
  ),
  b: (a) => (
    <g fill="none" stroke="#ffffff" strokeWidth={1}>
      {marks(a, (x, y, i) => (
        <circle cx={x} cy={y} r={1.2 + (i % 3)} />
      ))}
    </g>
  ),
  k: (a) => (
    <g fill="none" stroke={INK} strokeWidth={0.8}>
      {marks(a, (x, y, i) => (i < 3 ? <path d={`M ${x} ${y - 4} l 2 3 l -2 2 l 2 3`} /> : <g />))}
    </g>
  ),
  o: (a) => (
    <g stroke={INK} strokeWidth={1.4} fill="none">
      {marks(a, (x, y, i) =>
        i < 4 ? <path d={`M ${x} ${y - 4} v 8 M ${x - 3} ${y - 1} h 6`} /> : <g />,
      )}
    </g>
  ),
  p: (a, t) => (
    <g fill={t.dark} stroke={INK} strokeWidth={0.6}>
      {marks(a, (x, y, i) => (i % 3 ? <g /> : <rect x={x - 3} y={y - 2} width={6} height={4} />))}
    </g>
  ),
  v: (a, t) => (
    <g fill={t.dark}>
      {marks(a, (x, y) => (
        <rect x={x - 1.5} y={y - 1.5} width={3} height={3} />
      ))}
    </g>
  ),
};

export function PatternPart({
  pattern,
  anchors,
  tones,
}: {
  pattern: Pattern;
  anchors: Anchors;
  tones: Tones;
}) {
  if (pattern === 'n') return null;
  return effects[pattern](anchors, tones);
}

// Wacky potions dress the creature up (wacky pets never grow into mounts).
const wackyProps: Readonly<Record<string, (x: number, y: number) => ReactElement>> = {
  Veggie: (x, y) => (
    <path d={`M ${x} ${y} q -6 -10 2 -14 q 4 8 -2 14`} fill="#5aa33c" stroke={INK} />
  ),
  Dessert: (x, y) => (
    <g>
      <path d={`M ${x} ${y} q 2 -6 6 -8`} stroke={INK} fill="none" />
      <circle cx={x} cy={y} r={4} fill="#d8213a" stroke={INK} />
    </g>
  ),
  VirtualPet: (x, y) => (
    <rect x={x - 5} y={y - 8} width={10} height={8} fill="#2b2135" stroke="#7ad6b0" />
  ),
  TeaShop: (x, y) => (
    <path d={`M ${x - 6} ${y - 8} h 12 v 5 a 6 5 0 0 1 -12 0 Z`} fill="#ffffff" stroke={INK} />
  ),
  Fungi: (x, y) => (
    <path d={`M ${x - 9} ${y - 2} a 9 8 0 0 1 18 0 Z`} fill="#c85a4a" stroke={INK} />
  ),
  Cryptid: (x, y) => (
    <g>
      <circle cx={x} cy={y - 4} r={4} fill="#ffffff" stroke={INK} />
      <circle cx={x} cy={y - 4} r={1.6} fill="#d8213a" />
    </g>
  ),
};

export function WackyProp({ potion, anchors }: { potion: string; anchors: Anchors }) {
  const draw = wackyProps[potion];
  const { x, y, r } = anchors.head;
  return draw ? draw(x, y - r) : null;
}
