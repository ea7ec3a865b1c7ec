// The extra features of an egg's shape (horns, wings, shell…), one small drawing each.
import type { ReactElement } from 'react';
import type { Anchors } from './creatureAnchors.ts';
import type { Extra } from './creatureShapes.ts';
import { INK, type Tones } from './palette.ts';

type Draw = (anchors: Anchors, tones: Tones) => ReactElement;

const line = (tones: Tones, width = 2.5) => ({
  fill: 'none',
  stroke: tones.dark,
  strokeWidth: width,
  strokeLinecap: 'round' as const,
});
const solid = (fill: string) => ({ fill, stroke: INK, strokeWidth: 1.5 });

const drawings: Readonly<Record<Extra, Draw>> = {
  h: ({ head: { x, y, r } }, tones) => (
    <path
      d={`M ${x - 6} ${y - r + 2} q -4 -10 -10 -10 M ${x + 4} ${y - r + 2} q 4 -10 10 -10`}
      {...line(tones, 3.5)}
    />
  ),
  u: ({ head: { x, y, r } }) => (
    <path
      d={`M ${x - 4} ${y - r + 3} L ${x - 6} ${y - r - 14} L ${x + 2} ${y - r + 3} Z`}
      {...solid('#f5e6a8')}
    />
  ),
  w: ({ back: { x, y } }, tones) => (
    <path
      d={`M ${x - 4} ${y + 4} Q ${x - 2} ${y - 26} ${x + 24} ${y - 24} Q ${x + 12} ${y - 12} ${x + 10} ${y + 2} Z`}
      {...solid(tones.light)}
    />
  ),
  s: ({ body: { x, y, rx, ry } }, tones) => (
    <path
      d={`M ${x - rx * 0.85} ${y} A ${rx * 0.85} ${ry * 1.2} 0 0 1 ${x + rx * 0.85} ${y} Z`}
      {...solid(tones.dark)}
    />
  ),
  k: ({ body: { x, y, rx, ry } }, tones) => (
    <path
      d={[-0.6, -0.2, 0.2, 0.6]
        .map((f) => `M ${x + rx * f - 4} ${y - ry * 0.8} l 4 -9 l 4 9`)
        .join(' ')}
      {...solid(tones.dark)}
    />
  ),
  m: ({ head: { x, y, r } }, tones) => (
    <circle cx={x + 2} cy={y} r={r + 5} fill={tones.dark} stroke={INK} strokeWidth={1.5} />
  ),
  a: ({ head: { x, y, r } }, tones) => (
    <path
      d={`M ${x - 3} ${y - r + 1} q -4 -10 -9 -12 M ${x + 3} ${y - r + 1} q 3 -10 8 -12`}
      {...line(tones, 2)}
    />
  ),
  e: ({ body: { x, y, rx, ry } }, tones) => (
    <path
      d={[-0.7, -0.25, 0.2, 0.65]
        .map((f) => `M ${x + rx * f} ${y + ry * 0.6} q -5 12 2 18`)
        .join(' ')}
      {...line(tones, 4)}
    />
  ),
  x: ({ body: { x, y, rx, ry } }, tones) => (
    <path
      d={[-0.45, -0.1, 0.25, 0.6]
        .map((f) => `M ${x + rx * f} ${y - ry * 0.9} l -3 ${ry * 0.8}`)
        .join(' ')}
      {...line(tones, 2.5)}
    />
  ),
  d: ({ body: { x, y, rx, ry } }, tones) => (
    <g fill={tones.dark}>
      {[
        [-0.5, -0.3],
        [0.1, -0.5],
        [0.5, -0.1],
        [-0.1, 0.1],
      ].map(([fx = 0, fy = 0]) => (
        <circle key={`${fx}${fy}`} cx={x + rx * fx} cy={y + ry * fy} r={Math.min(rx, ry) * 0.18} />
      ))}
    </g>
  ),
  q: ({ head: { x, y, r } }, tones) => (
    <path
      d={`M ${x + r * 0.2} ${y - r - 6} L ${x + r + 8} ${y - 4} L ${x + r * 0.3} ${y + r + 4} Z`}
      {...solid(tones.light)}
    />
  ),
  j: ({ snout: { x, y } }) => (
    <path
      d={`M ${x} ${y} l -9 -3 M ${x} ${y + 2} l -9 2 M ${x + 2} ${y + 3} l -7 6`}
      stroke={INK}
      strokeWidth={1}
    />
  ),
  z: ({ snout: { x, y } }, tones) => (
    <path d={`M ${x + 2} ${y - 2} q -8 6 -6 20`} {...line(tones, 6)} />
  ),
  g: ({ head, body }, tones) => (
    <path d={`M ${head.x} ${head.y} L ${body.x - body.rx * 0.5} ${body.y}`} {...line(tones, 12)} />
  ),
  o: ({ snout: { x, y } }) => (
    <path
      d={`M ${x + 4} ${y - 4} L ${x - 8} ${y + 1} L ${x + 4} ${y + 5} Z`}
      {...solid('#f0a030')}
    />
  ),
  c: ({ head: { x, y, r } }, tones) => (
    <path
      d={`M ${x - 6} ${y - r + 1} q 2 -12 8 -10 q 2 -6 8 -2 q -2 6 -6 12 Z`}
      {...solid(tones.dark)}
    />
  ),
  y: () => <g />,
  v: ({ snout: { x, y } }) => (
    <path
      d={`M ${x - 1} ${y + 3} l 2 6 l 2 -6 M ${x + 5} ${y + 3} l 2 6 l 2 -6`}
      {...solid('#ffffff')}
    />
  ),
  r: ({ head: { x, y, r } }, tones) => (
    <path
      d={`M ${x - 4} ${y - r + 1} l -4 -12 m 2 5 l -7 -3 M ${x + 4} ${y - r + 1} l 4 -12 m -2 5 l 7 -3`}
      {...line(tones, 2.5)}
    />
  ),
  l: ({ head: { x, y, r } }) => (
    <g {...solid('#5aa33c')}>
      <ellipse
        cx={x - 7}
        cy={y - r - 3}
        rx={4}
        ry={8}
        transform={`rotate(-30 ${x - 7} ${y - r - 3})`}
      />
      <ellipse
        cx={x + 7}
        cy={y - r - 3}
        rx={4}
        ry={8}
        transform={`rotate(30 ${x + 7} ${y - r - 3})`}
      />
    </g>
  ),
};

export function ExtraPart({
  extra,
  anchors,
  tones,
}: {
  extra: Extra;
  anchors: Anchors;
  tones: Tones;
}) {
  return drawings[extra](anchors, tones);
}
