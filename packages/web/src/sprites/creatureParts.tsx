// The parts a creature is drawn from. Each takes the template's anchors and the potion's tones;
// nothing here knows an egg by name.
import type { ReactElement } from 'react';
import type { Anchors } from './creatureAnchors.ts';
import type { Ears, Extra, Tail, Template } from './creatureShapes.ts';
import { INK, type Tones } from './palette.ts';

export interface PartProps {
  anchors: Anchors;
  tones: Tones;
}

const outline = { stroke: INK, strokeWidth: 1.5, strokeLinejoin: 'round' as const };

export function Legs({ anchors, tones }: PartProps) {
  return (
    <g>
      {anchors.legs.map((x) => (
        <rect
          key={x}
          x={x - 3}
          y={anchors.legTop}
          width={6}
          height={anchors.legBottom - anchors.legTop}
          rx={2.5}
          fill={tones.dark}
          {...outline}
        />
      ))}
    </g>
  );
}

export function Body({ anchors, tones, template }: PartProps & { template: Template }) {
  const { x, y, rx, ry } = anchors.body;
  if (template === 's') {
    const path = `M ${anchors.head.x} ${anchors.head.y + 6} C 30 78, 46 56, 58 70 S 78 82, ${anchors.tail.x} ${anchors.tail.y}`;
    return (
      <g fill="none" strokeLinecap="round">
        <path d={path} stroke={INK} strokeWidth={15} />
        <path d={path} stroke={tones.main} strokeWidth={12} />
        <path d={path} stroke={tones.light} strokeWidth={3} strokeDasharray="2 5" />
      </g>
    );
  }
  if (template === 't') {
    return (
      <rect
        x={x - rx}
        y={y - ry}
        width={rx * 2}
        height={ry * 2}
        rx={8}
        fill={tones.main}
        {...outline}
      />
    );
  }
  if (template === 'o') {
    const d = `M ${x - rx} ${y + ry} Q ${x - rx} ${y - ry * 1.4} ${x} ${y - ry * 1.1} Q ${x + rx} ${y - ry * 1.4} ${x + rx} ${y + ry} Z`;
    return <path d={d} fill={tones.main} {...outline} />;
  }
  return (
    <g>
      <ellipse cx={x} cy={y} rx={rx} ry={ry} fill={tones.main} {...outline} />
      <ellipse
        cx={x - rx * 0.1}
        cy={y + ry * 0.35}
        rx={rx * 0.6}
        ry={ry * 0.45}
        fill={tones.light}
      />
    </g>
  );
}

export function Head({ anchors, tones, template }: PartProps & { template: Template }) {
  if (template === 'f' || template === 'o' || template === 't') return null;
  const { x, y, r } = anchors.head;
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={tones.main} {...outline} />
      <ellipse
        cx={anchors.snout.x + 4}
        cy={anchors.snout.y}
        rx={r * 0.5}
        ry={r * 0.38}
        fill={tones.light}
      />
    </g>
  );
}

export function Eyes({ anchors, big }: PartProps & { big: boolean }) {
  const { x, y, r } = anchors.head;
  const size = big ? r * 0.32 : r * 0.16;
  const eyes = [x - r * 0.45, x + r * 0.15];
  return (
    <g>
      {eyes.map((eyeX) => (
        <g key={eyeX}>
          {big && <circle cx={eyeX} cy={y - r * 0.2} r={size} fill="#ffffff" {...outline} />}
          <circle cx={eyeX} cy={y - r * 0.2} r={big ? size * 0.5 : size} fill={INK} />
        </g>
      ))}
    </g>
  );
}

export function EarsPart({ anchors, tones, ears }: PartProps & { ears: Ears }) {
  const { x, y, r } = anchors.head;
  const top = y - r;
  const pair = [x - r * 0.55, x + r * 0.45];
  const shapes: Record<Exclude<Ears, 'n'>, (ex: number) => ReactElement> = {
    p: (ex) => <path d={`M ${ex - 5} ${top + 4} L ${ex} ${top - 9} L ${ex + 5} ${top + 4} Z`} />,
    r: (ex) => <circle cx={ex} cy={top + 1} r={5} />,
    l: (ex) => <ellipse cx={ex} cy={top - 9} rx={3.5} ry={11} />,
    f: (ex) => (
      <ellipse cx={ex} cy={top + 8} rx={4} ry={8} transform={`rotate(25 ${ex} ${top + 8})`} />
    ),
  };
  if (ears === 'n') return null;
  return (
    <g fill={tones.dark} {...outline}>
      {pair.map((ex) => (
        <g key={ex}>{shapes[ears](ex)}</g>
      ))}
    </g>
  );
}

export function TailPart({ anchors, tones, tail }: PartProps & { tail: Tail }) {
  const { x, y } = anchors.tail;
  const parts: Record<Exclude<Tail, 'n'>, ReactElement> = {
    b: (
      <ellipse
        cx={x + 8}
        cy={y - 8}
        rx={7}
        ry={13}
        transform={`rotate(40 ${x + 8} ${y - 8})`}
        fill={tones.main}
      />
    ),
    t: (
      <path
        d={`M ${x} ${y} Q ${x + 14} ${y - 2} ${x + 16} ${y - 16}`}
        fill="none"
        stroke={tones.dark}
        strokeWidth={3}
      />
    ),
    c: (
      <path
        d={`M ${x} ${y} q 12 -2 10 -10 q -2 -6 -7 -2`}
        fill="none"
        stroke={tones.dark}
        strokeWidth={3.5}
      />
    ),
    f: (
      <path
        d={`M ${x - 2} ${y} L ${x + 14} ${y - 11} L ${x + 12} ${y} L ${x + 14} ${y + 11} Z`}
        fill={tones.dark}
      />
    ),
    s: <circle cx={x + 2} cy={y - 3} r={5} fill={tones.light} />,
  };
  if (tail === 'n') return null;
  return <g {...outline}>{parts[tail]}</g>;
}

/** Extras drawn behind the body (wings, frill, tentacles). */
export const EXTRAS_BEHIND: ReadonlySet<Extra> = new Set(['w', 'q', 'e', 'g']);
