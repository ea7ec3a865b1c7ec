// Brutes shaped like what they are: a golem of resin, a clam, a waffle, a pocket pet, a toadstool,
// a beast of the snows, a drain.
import type { ReactElement } from 'react';
import { AngryEyes, Crown, Fangs, line } from './bossParts.tsx';
import { INK, type Tones } from './palette.ts';

const GLOW = '#ffd84a';

export type BruteForm = 'golem' | 'clam' | 'waffle' | 'device' | 'mushroom' | 'yeti' | 'drain';

const brutes: Readonly<Record<BruteForm, (tones: Tones) => ReactElement>> = {
  // a guardian of resin, a bug caught inside it for ever
  golem: (tones) => (
    <g {...line}>
      {[16, 84].map((x) => (
        <path
          key={x}
          d={`M ${x - 6} 72 q ${x < 50 ? -4 : 4} 10 0 16 M ${x} 74 q 0 10 0 16 M ${x + 6} 72 q ${x < 50 ? -4 : 4} 10 0 16`}
          fill="none"
          stroke={INK}
          strokeWidth={3}
          strokeLinecap="round"
        />
      ))}
      <path d="M 24 42 L 12 72 L 26 74 Z M 76 42 L 88 72 L 74 74 Z" fill={tones.dark} />
      <path d="M 24 40 Q 26 18 50 16 Q 74 18 76 40 L 80 82 Q 50 94 20 82 Z" fill={tones.main} />
      <path
        d="M 30 34 Q 34 24 44 22"
        fill="none"
        stroke="#fff4d0"
        strokeWidth={3}
        strokeLinecap="round"
      />
      <g transform="translate(52 64)" fill={INK} stroke="none">
        <ellipse rx={5} ry={3.5} />
        <path
          d="M -4 -2 l -4 -3 M 4 -2 l 4 -3 M -4 2 l -4 3 M 4 2 l 4 3"
          stroke={INK}
          strokeWidth={1}
        />
      </g>
      <path
        d="M 40 16 q 2 -8 8 -10 q 0 8 -4 11 Z M 58 16 q 6 -6 12 -4 q -4 6 -10 6 Z"
        fill="#5ec46b"
        strokeWidth={1.5}
      />
      <AngryEyes x={50} y={38} gap={18} size={4} />
      <Fangs x={50} y={48} width={18} teeth={4} />
    </g>
  ),
  // a shell that keeps a dark pearl with eyes
  clam: (tones) => (
    <g {...line}>
      <path d="M 12 58 Q 14 16 50 10 Q 86 16 88 58 Z" fill={tones.main} />
      <path
        d="M 50 12 V 56 M 32 18 L 38 56 M 68 18 L 62 56 M 18 34 L 26 56 M 82 34 L 74 56"
        fill="none"
        stroke={tones.light}
        strokeWidth={1.5}
      />
      <path d="M 12 64 Q 50 60 88 64 Q 84 92 50 94 Q 16 92 12 64 Z" fill={tones.main} />
      <path
        d="M 50 66 V 92 M 34 66 L 36 90 M 66 66 L 64 90"
        fill="none"
        stroke={tones.light}
        strokeWidth={1.5}
      />
      <path d="M 16 60 Q 50 54 84 60 Q 50 70 16 60 Z" fill="#f07fa5" strokeWidth={1.5} />
      <circle cx={50} cy={56} r={13} fill="#2a2d38" />
      <path
        d="M 44 50 Q 47 47 50 48"
        fill="none"
        stroke="#dfe3e8"
        strokeWidth={2}
        strokeLinecap="round"
      />
      <AngryEyes x={50} y={57} gap={10} size={2.6} colour={GLOW} />
    </g>
  ),
  // a breakfast gone bad: syrup dripping down a scowl
  waffle: (tones) => (
    <g {...line}>
      <rect x={20} y={28} width={60} height={60} rx={10} fill={tones.main} />
      <path
        d="M 35 28 V 88 M 50 28 V 88 M 65 28 V 88 M 20 43 H 80 M 20 58 H 80 M 20 73 H 80"
        fill="none"
        stroke={tones.dark}
        strokeWidth={1.5}
      />
      <path
        d="M 24 30 Q 50 20 76 30 V 40 Q 74 46 72 40 Q 66 36 62 48 Q 58 54 56 44 Q 50 36 42 46 Q 38 52 36 42 Q 30 36 24 42 Z"
        fill="#8a4a1a"
      />
      <rect x={42} y={16} width={16} height={10} rx={2} fill="#fff1a8" />
      <AngryEyes x={50} y={60} gap={18} size={4.5} />
      <Fangs x={50} y={72} width={20} teeth={4} />
    </g>
  ),
  // a pocket pet that got out of its egg: a keyring, a screen, three buttons
  device: (tones) => (
    <g {...line}>
      <circle cx={50} cy={10} r={6} fill="none" strokeWidth={2.5} />
      <path
        d="M 50 14 C 80 14 86 44 84 64 C 82 86 66 94 50 94 C 34 94 18 86 16 64 C 14 44 20 14 50 14 Z"
        fill={tones.main}
      />
      <rect x={30} y={32} width={40} height={30} rx={3} fill="#c8e8c0" />
      <g fill={INK} stroke="none">
        <rect x={38} y={40} width={4} height={4} />
        <rect x={58} y={40} width={4} height={4} />
        <rect x={35} y={36} width={8} height={2} transform="rotate(20 39 37)" />
        <rect x={57} y={36} width={8} height={2} transform="rotate(-20 61 37)" />
        <rect x={42} y={52} width={16} height={3} />
        <rect x={42} y={49} width={3} height={3} />
        <rect x={55} y={49} width={3} height={3} />
      </g>
      <circle cx={36} cy={76} r={5} fill={tones.dark} />
      <circle cx={50} cy={80} r={5} fill={tones.dark} />
      <circle cx={64} cy={76} r={5} fill={tones.dark} />
    </g>
  ),
  mushroom: (tones) => (
    <g {...line}>
      <path d="M 34 52 Q 30 88 38 94 H 62 Q 70 88 66 52 Z" fill="#f4e6c0" />
      <path d="M 12 54 Q 12 16 50 14 Q 88 16 88 54 Q 50 62 12 54 Z" fill={tones.main} />
      <g fill="#ffffff" strokeWidth={1.5}>
        <circle cx={30} cy={36} r={6} />
        <circle cx={52} cy={28} r={7} />
        <circle cx={72} cy={40} r={5} />
      </g>
      <Crown x={50} y={16} width={18} />
      <AngryEyes x={50} y={68} gap={12} size={3.2} />
      <Fangs x={50} y={78} width={12} teeth={3} />
    </g>
  ),
  // a beast of the snows, fur on end
  yeti: (tones) => (
    <g {...line}>
      <path
        d="M 24 44 L 8 24 M 76 44 L 92 24"
        fill="none"
        stroke={INK}
        strokeWidth={12}
        strokeLinecap="round"
      />
      <path
        d="M 24 44 L 8 24 M 76 44 L 92 24"
        fill="none"
        stroke={tones.main}
        strokeWidth={9}
        strokeLinecap="round"
      />
      <path
        d="M 4 22 l 2 -8 M 8 20 l 4 -8 M 96 22 l -2 -8 M 92 20 l -4 -8"
        fill="none"
        strokeWidth={2.5}
        strokeLinecap="round"
      />
      <path
        d="M 50 14 L 58 20 L 68 18 L 72 28 L 82 34 L 80 46 L 86 58 L 80 70 L 82 84 L 68 90 L 50 94 L 32 90 L 18 84 L 20 70 L 14 58 L 20 46 L 18 34 L 28 28 L 32 18 L 42 20 Z"
        fill={tones.main}
      />
      <ellipse cx={50} cy={44} rx={18} ry={14} fill={tones.dark} />
      <AngryEyes x={50} y={40} gap={16} size={3.6} />
      <Fangs x={50} y={50} width={16} teeth={4} />
    </g>
  ),
  // what comes up the drain: murky water, a grate for a belly, pipes for arms
  drain: (tones) => (
    <g {...line}>
      {['M 28 56 Q 12 56 10 40 V 30', 'M 72 56 Q 88 56 90 40 V 30'].map((pipe) => (
        <g key={pipe} fill="none" strokeLinecap="round">
          <path d={pipe} stroke={INK} strokeWidth={11} />
          <path d={pipe} stroke="#b8c0c8" strokeWidth={8} />
        </g>
      ))}
      <path
        d="M 22 90 Q 16 40 50 24 Q 84 40 78 90 Q 72 84 66 92 Q 60 84 50 92 Q 40 84 34 92 Q 28 84 22 90 Z"
        fill={tones.main}
      />
      <circle cx={50} cy={66} r={13} fill="#b8c0c8" />
      <path d="M 41 60 H 59 M 38 66 H 62 M 41 72 H 59" fill="none" strokeWidth={1.5} />
      <AngryEyes x={50} y={42} gap={16} size={3.6} />
      <path
        d="M 18 70 q -2 6 0 8 q 3 -2 0 -8 Z M 84 62 q -2 6 0 8 q 3 -2 0 -8 Z"
        fill={tones.light}
        strokeWidth={1.5}
      />
    </g>
  ),
};

export function BruteBoss({ tones, form }: { tones: Tones; form: BruteForm }) {
  return brutes[form](tones);
}
