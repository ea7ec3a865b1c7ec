// Parts every boss picture shares: the glow behind it, its shadow on the ground, angry eyes, and
// the small things a boss of the stable wears or carries (a crown, sleep, song, a storm…).
import type { ReactElement } from 'react';
import { INK } from './palette.ts';

export const line = { stroke: INK, strokeWidth: 2, strokeLinejoin: 'round' as const };

/** A spiky glow behind the boss, in a colour of its own. */
export function Aura({ colour }: { colour: string }) {
  const points = Array.from({ length: 32 }, (_, index) => {
    const angle = (index / 32) * Math.PI * 2;
    const radius = index % 2 === 0 ? 48 : 40;
    return `${(50 + Math.cos(angle) * radius).toFixed(1)},${(52 + Math.sin(angle) * radius).toFixed(1)}`;
  });
  return <polygon points={points.join(' ')} fill={colour} opacity={0.45} />;
}

export function GroundShadow() {
  return <ellipse cx={50} cy={93} rx={32} ry={4} fill={INK} opacity={0.25} />;
}

/** Two glaring eyes under slanted brows, `gap` apart, centred on x. */
export function AngryEyes({
  x,
  y,
  gap,
  size = 3,
  colour = '#fff4b0',
}: {
  x: number;
  y: number;
  gap: number;
  size?: number;
  colour?: string;
}) {
  return (
    <g>
      {[-1, 1].map((side) => {
        const eyeX = x + (side * gap) / 2;
        const outer = eyeX + side * size * 1.3;
        const inner = eyeX - side * size * 1.1;
        return (
          <g key={side}>
            <circle cx={eyeX} cy={y} r={size} fill={colour} stroke={INK} strokeWidth={1.5} />
            <circle
              cx={eyeX - side * size * 0.25}
              cy={y + size * 0.15}
              r={size * 0.45}
              fill={INK}
            />
            <path
              d={`M ${outer} ${y - size * 1.7} L ${inner} ${y - size * 0.9}`}
              stroke={INK}
              strokeWidth={2}
              strokeLinecap="round"
            />
          </g>
        );
      })}
    </g>
  );
}

/** A jagged grin with `teeth` fangs, `width` wide, centred on x. */
export function Fangs({
  x,
  y,
  width,
  teeth = 4,
}: {
  x: number;
  y: number;
  width: number;
  teeth?: number;
}) {
  const step = width / teeth;
  const left = x - width / 2;
  const zigzag = Array.from({ length: teeth }, (_, index) => {
    const start = left + index * step;
    return `L ${start + step / 2} ${y + 5} L ${start + step} ${y}`;
  }).join(' ');
  return (
    <path
      d={`M ${left} ${y} ${zigzag} Q ${x} ${y + 9} ${left} ${y} Z`}
      fill="#ffffff"
      stroke={INK}
      strokeWidth={1.5}
      strokeLinejoin="round"
    />
  );
}

export function Crown({ x, y, width = 20 }: { x: number; y: number; width?: number }) {
  const half = width / 2;
  const h = width * 0.55;
  return (
    <g {...line} strokeWidth={1.5}>
      <path
        d={`M ${x - half} ${y} L ${x - half} ${y - h} L ${x - half / 2} ${y - h / 2} L ${x} ${y - h * 1.1} L ${x + half / 2} ${y - h / 2} L ${x + half} ${y - h} L ${x + half} ${y} Z`}
        fill="#f2c230"
      />
      <circle cx={x} cy={y - h * 0.35} r={1.8} fill="#d8413a" />
    </g>
  );
}

/** What a boss of the stable wears or has about it, in its 100 × 100 frame. */
export type CreatureWear =
  | 'crown'
  | 'sleep'
  | 'song'
  | 'storm'
  | 'ink'
  | 'clock'
  | 'coins'
  | 'receipts'
  | 'frost'
  | 'steam'
  | 'gears'
  | 'stars';

const star = (x: number, y: number, r: number) =>
  `M ${x} ${y - r} L ${x + r * 0.3} ${y - r * 0.3} L ${x + r} ${y} L ${x + r * 0.3} ${y + r * 0.3} L ${x} ${y + r} L ${x - r * 0.3} ${y + r * 0.3} L ${x - r} ${y} L ${x - r * 0.3} ${y - r * 0.3} Z`;

const snowflake = (x: number, y: number) => (
  <path
    key={`${x}-${y}`}
    d={`M ${x - 5} ${y} h 10 M ${x - 2.5} ${y - 4.3} l 5 8.6 M ${x + 2.5} ${y - 4.3} l -5 8.6`}
    stroke="#e4f4fb"
    strokeWidth={2}
    strokeLinecap="round"
  />
);

/** Everything but the crown sits at a fixed place around the creature. */
export const CREATURE_WEAR: Readonly<Record<Exclude<CreatureWear, 'crown'>, () => ReactElement>> = {
  // drawn light under dark, so they show on either theme
  sleep: () => (
    <g fill="none" strokeLinejoin="round" strokeLinecap="round">
      <path d="M 70 14 h 8 l -8 9 h 8 M 82 4 h 6 l -6 7 h 6" stroke="#ffffff" strokeWidth={5} />
      <path d="M 70 14 h 8 l -8 9 h 8 M 82 4 h 6 l -6 7 h 6" stroke={INK} strokeWidth={2} />
    </g>
  ),
  song: () => (
    <g strokeLinejoin="round">
      <path d="M 74 24 V 8 L 88 5 V 21" fill="none" stroke="#ffffff" strokeWidth={4.5} />
      <path d="M 74 24 V 8 L 88 5 V 21" fill="none" stroke={INK} strokeWidth={1.5} />
      <ellipse cx={71} cy={25} rx={4} ry={3} fill={INK} stroke="#ffffff" strokeWidth={1.5} />
      <ellipse cx={85} cy={22} rx={4} ry={3} fill={INK} stroke="#ffffff" strokeWidth={1.5} />
    </g>
  ),
  storm: () => (
    <g {...line} strokeWidth={1.5}>
      <path d="M 62 18 Q 62 6 74 8 Q 80 0 90 8 Q 98 10 94 20 Z" fill="#8a93a8" />
      <path d="M 80 20 L 74 32 L 80 31 L 76 42" fill="none" stroke="#f2d43a" strokeWidth={2.5} />
    </g>
  ),
  ink: () => (
    <g fill={INK}>
      <circle cx={16} cy={84} r={6} />
      <circle cx={26} cy={90} r={3} />
      <circle cx={84} cy={86} r={5} />
      <circle cx={8} cy={74} r={2.5} />
    </g>
  ),
  clock: () => (
    <g {...line} strokeWidth={1.5}>
      <circle cx={80} cy={18} r={12} fill="#f4e6c0" />
      <path d="M 80 10 V 18 L 86 21" fill="none" />
    </g>
  ),
  coins: () => (
    <g {...line} strokeWidth={1.5} fill="#f2c230">
      <ellipse cx={14} cy={88} rx={8} ry={3} />
      <ellipse cx={14} cy={84} rx={8} ry={3} />
      <ellipse cx={14} cy={80} rx={8} ry={3} />
      <circle cx={84} cy={14} r={5} />
    </g>
  ),
  receipts: () => (
    <g {...line} strokeWidth={1.5} fill="#fffaf0">
      <path
        d="M 72 6 h 14 v 20 l -3.5 -3 l -3.5 3 l -3.5 -3 l -3.5 3 Z"
        transform="rotate(12 79 16)"
      />
      <path
        d="M 8 10 h 12 v 16 l -3 -2.5 l -3 2.5 l -3 -2.5 l -3 2.5 Z"
        transform="rotate(-16 14 18)"
      />
      <path d="M 75 12 h 8 M 75 16 h 8 M 11 15 h 6" stroke={INK} strokeWidth={1} />
    </g>
  ),
  frost: () => (
    <g>{[snowflake(14, 16), snowflake(86, 12), snowflake(88, 60), snowflake(10, 56)]}</g>
  ),
  steam: () => (
    <g fill="#eef0f4" stroke={INK} strokeWidth={1.5}>
      <circle cx={12} cy={20} r={5} />
      <circle cx={20} cy={14} r={6} />
      <circle cx={8} cy={12} r={3.5} />
    </g>
  ),
  gears: () => (
    <g {...line} strokeWidth={1.5}>
      <circle
        cx={82}
        cy={16}
        r={10}
        fill="#c8923a"
        strokeDasharray="4 2"
        strokeWidth={4}
        stroke="#c8923a"
      />
      <circle cx={82} cy={16} r={7} fill="#c8923a" />
      <circle cx={82} cy={16} r={2.5} fill={INK} />
    </g>
  ),
  stars: () => (
    <g fill="#f2d43a" stroke={INK} strokeWidth={1}>
      <path d={star(14, 14, 6)} />
      <path d={star(86, 20, 5)} />
      <path d={star(80, 6, 3)} />
    </g>
  ),
};
