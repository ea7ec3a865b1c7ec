// The shapes the four visual buffs turn a character into, in the avatar's 100 × 100 frame.
import { INK } from '../../sprites/palette.ts';
import type { Transformation } from './avatarLayers.ts';

const line = { stroke: INK, strokeWidth: 1.5 };

export function TransformationArt({ transformation }: { transformation: Transformation }) {
  switch (transformation) {
    case 'snowball':
      return (
        <g {...line} fill="#f4f9fd">
          <circle cx={50} cy={74} r={15} />
          <circle cx={50} cy={50} r={11} />
          <circle cx={50} cy={31} r={9} />
          <path d="M 50 32 l -8 2 l 8 1 Z" fill="#f08a30" />
          <circle cx={46} cy={28} r={1.4} fill={INK} />
          <circle cx={53} cy={28} r={1.4} fill={INK} />
        </g>
      );
    case 'spookySparkles':
      return (
        <g {...line}>
          <path
            d="M 34 88 V 40 A 16 16 0 0 1 66 40 V 88 L 60 82 L 55 88 L 50 82 L 45 88 L 40 82 Z"
            fill="#ece6f8"
            opacity={0.85}
          />
          <circle cx={44} cy={40} r={2.5} fill={INK} />
          <circle cx={56} cy={40} r={2.5} fill={INK} />
          <path d="M 72 24 l 2 6 l 6 2 l -6 2 l -2 6 l -2 -6 l -6 -2 l 6 -2 Z" fill="#b070e0" />
        </g>
      );
    case 'shinySeed':
      return (
        <g {...line}>
          <path d="M 50 88 V 50" stroke="#4a9a3a" strokeWidth={5} />
          <ellipse cx={40} cy={66} rx={9} ry={4} fill="#6ac04a" />
          {[0, 60, 120, 180, 240, 300].map((angle) => (
            <ellipse
              key={angle}
              cx={50}
              cy={26}
              rx={7}
              ry={12}
              fill="#f6a8cf"
              transform={`rotate(${angle} 50 38)`}
            />
          ))}
          <circle cx={50} cy={38} r={9} fill="#f2c230" />
        </g>
      );
    case 'seafoam':
      return (
        <g {...line}>
          <path
            d="M 50 24 L 57 50 L 84 52 L 61 66 L 70 90 L 50 76 L 30 90 L 39 66 L 16 52 L 43 50 Z"
            fill="#f28a6a"
          />
          <circle cx={46} cy={56} r={1.6} fill={INK} />
          <circle cx={54} cy={56} r={1.6} fill={INK} />
        </g>
      );
  }
}
