// Living elements: a fire spirit, an air spirit, a spent ember, a crystal.
import type { ReactElement } from 'react';
import { AngryEyes, Fangs, line } from './bossParts.tsx';
import { INK, type Tones } from './palette.ts';

const GLOW = '#ffd84a';

export type ElementForm = 'flame' | 'wind' | 'ember' | 'crystal';

const elements: Readonly<Record<ElementForm, (tones: Tones) => ReactElement>> = {
  flame: (tones) => (
    <g {...line}>
      <path
        d="M 50 4 C 60 22 80 28 78 58 C 77 82 64 94 50 94 C 34 94 22 82 22 60 C 22 44 34 40 32 22 C 42 30 44 16 50 4 Z"
        fill={tones.main}
      />
      <path
        d="M 50 36 C 58 48 68 54 66 70 C 65 84 58 90 50 90 C 40 90 34 82 34 70 C 34 58 44 54 50 36 Z"
        fill="#f2c230"
        strokeWidth={1.5}
      />
      <AngryEyes x={50} y={62} gap={14} size={3.5} />
      <Fangs x={50} y={74} width={12} teeth={3} />
    </g>
  ),
  wind: (tones) => (
    <g {...line}>
      <path
        d="M 4 36 Q 14 30 24 38 M 2 56 Q 12 50 20 58 M 80 30 Q 90 26 98 32 M 82 72 Q 92 68 98 74"
        fill="none"
        stroke={tones.dark}
        strokeWidth={2.5}
        strokeLinecap="round"
      />
      <g fill={tones.light}>
        <circle cx={34} cy={56} r={16} />
        <circle cx={54} cy={40} r={20} />
        <circle cx={70} cy={58} r={15} />
        <circle cx={50} cy={66} r={17} />
      </g>
      <path
        d="M 50 84 Q 46 92 54 96 M 40 80 Q 34 90 40 94"
        fill="none"
        stroke={tones.dark}
        strokeWidth={2.5}
        strokeLinecap="round"
      />
      <path
        d="M 30 56 Q 32 48 40 50 M 62 62 Q 70 60 68 52"
        fill="none"
        stroke={tones.main}
        strokeWidth={2.5}
        strokeLinecap="round"
      />
      <AngryEyes x={52} y={50} gap={14} size={3.5} />
      <ellipse cx={52} cy={64} rx={4} ry={5} fill={INK} />
    </g>
  ),
  // a spent coal, its last flame flickering, too tired even to glare
  ember: (tones) => (
    <g {...line}>
      <path
        d="M 50 32 Q 40 20 48 6 Q 52 16 58 14 Q 60 24 50 32 Z"
        fill="#f28a30"
        strokeWidth={1.5}
      />
      <path d="M 18 86 L 16 56 L 30 36 L 54 30 L 76 38 L 86 62 L 80 88 Z" fill={tones.main} />
      <path
        d="M 24 78 L 34 66 L 30 54 M 70 80 L 64 66 L 72 54 M 46 88 L 50 80"
        fill="none"
        stroke="#f28a30"
        strokeWidth={2.5}
      />
      {[40, 60].map((x) => (
        <g key={x}>
          <circle cx={x} cy={54} r={5} fill="#ffd0a0" />
          <path
            d={`M ${x - 5.5} 54 A 5.5 5.5 0 0 1 ${x + 5.5} 54 Z`}
            fill={tones.dark}
            strokeWidth={1.5}
          />
          <circle cx={x} cy={56} r={1.8} fill={INK} stroke="none" />
        </g>
      ))}
      <path d="M 42 70 Q 50 66 58 70" fill="none" />
    </g>
  ),
  crystal: (tones) => (
    <g {...line}>
      <path d="M 22 92 L 14 56 L 24 40 L 34 58 L 32 92 Z" fill={tones.light} />
      <path d="M 78 92 L 86 50 L 76 36 L 66 58 L 68 92 Z" fill={tones.dark} />
      <path d="M 50 6 L 68 40 L 62 92 L 38 92 L 32 40 Z" fill={tones.main} />
      <path
        d="M 50 6 L 50 92 M 32 40 L 50 48 L 68 40"
        fill="none"
        stroke={tones.light}
        strokeWidth={1.5}
      />
      <AngryEyes x={50} y={58} gap={12} size={3.2} colour={GLOW} />
      <path d="M 44 72 L 50 68 L 56 72" fill="none" />
    </g>
  ),
};

export function ElementBoss({ tones, form }: { tones: Tones; form: ElementForm }) {
  return elements[form](tones);
}
