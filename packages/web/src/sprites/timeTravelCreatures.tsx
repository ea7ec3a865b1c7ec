// The Time Travelers' animals have drawings of their own (issue 19.8): the shared body templates
// made a mammoth look like a dog and a phoenix like a winged cat. Each is drawn in the potion's
// tones in a 100 × 100 box, facing left like the others; `seat` is where a rider sits.
import type { ReactElement } from 'react';
import { INK, type Tones } from './palette.ts';

const line = { stroke: INK, strokeWidth: 2, strokeLinejoin: 'round' as const };

interface OwnDrawing {
  draw: (tones: Tones) => ReactElement;
  seat: { x: number; y: number };
}

const eye = (x: number, y: number) => <circle cx={x} cy={y} r={2.5} fill={INK} stroke="none" />;

const mammoth: OwnDrawing = {
  seat: { x: 58, y: 30 },
  draw: (tones) => (
    <g {...line}>
      {[38, 50, 68, 80].map((x) => (
        <rect key={x} x={x - 5} y={64} width={11} height={26} rx={3} fill={tones.dark} />
      ))}
      <path
        d="M 28 40 Q 40 18 62 22 Q 88 24 90 52 Q 92 74 70 74 H 36 Q 24 70 28 40 Z"
        fill={tones.main}
      />
      <path
        d="M 40 70 l 4 -10 l 4 10 M 60 72 l 4 -10 l 4 10 M 76 68 l 4 -10 l 4 8"
        fill="none"
        stroke={tones.dark}
      />
      <circle cx={26} cy={42} r={15} fill={tones.main} />
      <path d="M 30 36 Q 44 40 38 58 Q 30 58 30 36 Z" fill={tones.light} />
      <path d="M 16 48 Q 10 64 14 80 Q 16 88 22 84" fill="none" stroke={INK} strokeWidth={9} />
      <path
        d="M 16 48 Q 10 64 14 80 Q 16 88 22 84"
        fill="none"
        stroke={tones.main}
        strokeWidth={5}
      />
      <path d="M 22 54 Q 20 70 34 72" fill="none" stroke="#fffaf0" strokeWidth={4} />
      {eye(20, 38)}
    </g>
  ),
};

const mantisShrimp: OwnDrawing = {
  seat: { x: 54, y: 44 },
  draw: (tones) => (
    <g {...line}>
      <path d="M 84 56 L 96 44 L 96 70 Z" fill={tones.light} />
      {[72, 60, 48, 36].map((x, index) => (
        <ellipse
          key={x}
          cx={x}
          cy={58}
          rx={10}
          ry={12 - index}
          fill={index % 2 ? tones.light : tones.main}
        />
      ))}
      <path
        d="M 44 68 v 14 M 54 68 v 14 M 64 68 v 14 M 74 68 v 12"
        fill="none"
        stroke={tones.dark}
      />
      <ellipse cx={24} cy={54} rx={12} ry={10} fill={tones.main} />
      <path d="M 18 46 L 12 30 M 26 46 L 26 28" fill="none" />
      <circle cx={12} cy={28} r={5} fill="#7ad0f0" />
      <circle cx={26} cy={26} r={5} fill="#7ad0f0" />
      <path d="M 22 62 Q 10 72 18 84 L 26 74 Z" fill={tones.dark} />
      <path d="M 16 54 L 4 52 M 16 58 L 6 62" fill="none" stroke={tones.dark} />
    </g>
  ),
};

const phoenix: OwnDrawing = {
  seat: { x: 56, y: 40 },
  draw: (tones) => (
    <g {...line}>
      <path d="M 66 60 Q 92 62 96 90 Q 84 78 76 84 Q 74 74 62 70 Z" fill="#f28a30" />
      <path d="M 70 66 Q 86 70 88 86 Q 80 78 72 80 Z" fill="#f2c230" stroke="none" />
      <path d="M 46 82 v 12 M 56 82 v 12" fill="none" strokeWidth={3} />
      <ellipse cx={52} cy={60} rx={20} ry={24} fill={tones.main} />
      <path d="M 56 48 Q 84 20 94 28 Q 86 44 66 62 Z" fill={tones.light} />
      <path d="M 62 52 Q 82 34 88 38" fill="none" stroke="#f28a30" />
      <circle cx={40} cy={32} r={13} fill={tones.main} />
      <path d="M 36 20 Q 38 6 46 4 Q 44 12 50 10 Q 46 18 48 22" fill="#f28a30" />
      <path d="M 28 30 L 14 36 L 28 38 Z" fill="#f2c230" />
      {eye(36, 30)}
    </g>
  ),
};

const magicalBee: OwnDrawing = {
  seat: { x: 54, y: 40 },
  draw: (tones) => (
    <g {...line}>
      <ellipse
        cx={46}
        cy={26}
        rx={14}
        ry={20}
        fill="#eef8ff"
        opacity={0.85}
        transform="rotate(-20 46 26)"
      />
      <ellipse
        cx={64}
        cy={26}
        rx={14}
        ry={20}
        fill="#eef8ff"
        opacity={0.85}
        transform="rotate(20 64 26)"
      />
      <path d="M 86 60 L 96 62 L 86 66 Z" fill={INK} />
      <ellipse cx={58} cy={62} rx={30} ry={22} fill={tones.main} />
      <path
        d="M 48 42 Q 44 62 48 82 M 62 40 Q 58 62 62 84 M 76 46 Q 72 62 76 78"
        fill="none"
        stroke={INK}
        strokeWidth={6}
      />
      <circle cx={26} cy={56} r={14} fill={tones.main} />
      <path d="M 20 44 Q 14 30 8 28 M 28 43 Q 28 30 24 24" fill="none" />
      <circle cx={8} cy={28} r={3} fill="#f2c230" />
      <circle cx={24} cy={24} r={3} fill="#f2c230" />
      <path d="M 88 40 l 2 5 l 5 2 l -5 2 l -2 5 l -2 -5 l -5 -2 l 5 -2 Z" fill="#fff6b0" />
      {eye(20, 54)}
    </g>
  ),
};

const hippogriff: OwnDrawing = {
  seat: { x: 58, y: 38 },
  draw: (tones) => (
    <g {...line}>
      <path d="M 84 50 Q 98 58 92 76 Q 88 64 82 60 Z" fill={tones.dark} />
      {[40, 50, 72, 82].map((x) => (
        <rect key={x} x={x - 4} y={62} width={8} height={28} rx={2} fill={tones.dark} />
      ))}
      <ellipse cx={62} cy={54} rx={26} ry={16} fill={tones.main} />
      <path d="M 58 46 Q 70 14 96 16 Q 88 30 92 36 Q 80 36 72 52 Z" fill={tones.light} />
      <path d="M 34 50 Q 26 36 30 24 L 44 44 Z" fill={tones.light} />
      <circle cx={28} cy={24} r={12} fill={tones.light} />
      <path d="M 18 20 L 4 28 L 18 30 Z" fill="#f2b630" />
      <path d="M 30 12 L 36 4 L 38 14 Z" fill={tones.light} />
      {eye(24, 22)}
    </g>
  ),
};

/** The eggs of the Time Travelers' stable whose animals have their own drawing. */
export const OWN_DRAWINGS: Readonly<Record<string, OwnDrawing>> = {
  Mammoth: mammoth,
  MantisShrimp: mantisShrimp,
  Phoenix: phoenix,
  MagicalBee: magicalBee,
  Hippogriff: hippogriff,
};
