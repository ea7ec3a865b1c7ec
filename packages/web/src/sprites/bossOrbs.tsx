// Round bosses with a temper: a moon, a comet, a heart, a skull of the void, a trickster.
import type { ReactElement } from 'react';
import { AngryEyes, Fangs, line } from './bossParts.tsx';
import { INK, type Tones } from './palette.ts';

const GLOW = '#ffd84a';

export type OrbForm = 'moon' | 'comet' | 'heart' | 'skull' | 'spiral';

const spiral = (x: number, y: number) =>
  `M ${x} ${y} m 0 -1 a 1 1 0 1 1 -1 1.5 a 2.5 2.5 0 1 1 3.5 -2.5 a 4 4 0 1 1 -5.5 4.5`;

const orbs: Readonly<Record<OrbForm, (tones: Tones) => ReactElement>> = {
  moon: (tones) => (
    <g {...line}>
      <circle cx={50} cy={50} r={38} fill={tones.main} />
      <g fill={tones.dark} stroke="none" opacity={0.5}>
        <circle cx={30} cy={34} r={6} />
        <circle cx={70} cy={68} r={8} />
        <circle cx={66} cy={28} r={4} />
        <circle cx={28} cy={68} r={5} />
      </g>
      <AngryEyes x={50} y={44} gap={22} size={5} />
      <Fangs x={50} y={62} width={26} teeth={5} />
    </g>
  ),
  comet: (tones) => (
    <g {...line}>
      {['M 50 48 Q 28 62 4 90', 'M 46 38 Q 22 44 6 66', 'M 58 56 Q 44 78 30 96'].map((tail) => (
        <g key={tail} fill="none" strokeLinecap="round">
          <path d={tail} stroke={INK} strokeWidth={9} />
          <path d={tail} stroke={tones.light} strokeWidth={6} />
        </g>
      ))}
      <circle cx={62} cy={38} r={24} fill={tones.main} />
      <circle cx={72} cy={26} r={4} fill={tones.dark} stroke="none" />
      <circle cx={52} cy={52} r={3} fill={tones.dark} stroke="none" />
      <AngryEyes x={62} y={36} gap={14} size={3.5} />
      <path d="M 56 48 Q 62 44 68 48" fill="none" />
    </g>
  ),
  heart: (tones) => (
    <g {...line}>
      <path
        d="M 50 90 C 14 66 8 40 22 28 C 34 18 48 24 50 34 C 52 24 66 18 78 28 C 92 40 86 66 50 90 Z"
        fill={tones.main}
      />
      <path d="M 50 34 L 45 46 L 55 54 L 46 66 L 52 76" fill="none" />
      <AngryEyes x={50} y={46} gap={26} size={4} />
      <path d="M 30 52 q -2 6 0 8 q 3 -2 0 -8 Z" fill="#8ccbf2" strokeWidth={1.5} />
      <path d="M 38 64 Q 50 58 62 64" fill="none" />
    </g>
  ),
  skull: (tones) => (
    <g {...line}>
      {[
        [14, 24],
        [86, 30],
        [12, 70],
        [88, 76],
        [24, 88],
      ].map(([x = 0, y = 0]) => (
        <circle key={x} cx={x} cy={y} r={3} fill={tones.dark} strokeWidth={1} />
      ))}
      <path
        d="M 22 50 Q 20 14 50 12 Q 80 14 78 50 Q 78 62 68 66 V 80 H 32 V 66 Q 22 62 22 50 Z"
        fill={tones.light}
      />
      <ellipse cx={38} cy={46} rx={9} ry={10} fill={INK} />
      <ellipse cx={62} cy={46} rx={9} ry={10} fill={INK} />
      <circle cx={38} cy={47} r={3} fill={tones.main} stroke="none" />
      <circle cx={62} cy={47} r={3} fill={tones.main} stroke="none" />
      <path d="M 50 56 l -4 7 h 8 Z" fill={INK} />
      <path
        d="M 38 70 V 80 M 44 70 V 80 M 50 70 V 80 M 56 70 V 80 M 62 70 V 80"
        fill="none"
        strokeWidth={1.5}
      />
    </g>
  ),
  // a trickster: a jester's cap, eyes that spin
  spiral: (tones) => (
    <g {...line}>
      <path
        d="M 30 36 Q 18 12 6 18 Q 16 24 20 38 Z M 70 36 Q 82 12 94 18 Q 84 24 80 38 Z"
        fill={tones.dark}
      />
      <path d="M 36 34 Q 50 2 64 34 Z" fill={tones.light} />
      <circle cx={6} cy={18} r={4} fill={GLOW} />
      <circle cx={94} cy={18} r={4} fill={GLOW} />
      <circle cx={50} cy={4} r={4} fill={GLOW} />
      <circle cx={50} cy={60} r={30} fill={tones.main} />
      <path d="M 26 44 Q 50 36 74 44" fill="none" stroke={tones.dark} strokeWidth={4} />
      <circle cx={40} cy={56} r={7} fill="#ffffff" />
      <circle cx={60} cy={56} r={7} fill="#ffffff" />
      <path d={`${spiral(40, 56)} ${spiral(60, 56)}`} fill="none" strokeWidth={1.5} />
      <path d="M 36 70 Q 50 84 64 70 Q 50 76 36 70 Z" fill={INK} strokeWidth={1.5} />
    </g>
  ),
};

export function OrbBoss({ tones, form }: { tones: Tones; form: OrbForm }) {
  return orbs[form](tones);
}
