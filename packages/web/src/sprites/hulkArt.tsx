// The horned hulk of a quest without a boss of its own, in the key's tones, its horns, eyes and
// teeth varied by the key's hash (100 × 100). Small: a scroll's seal shows it while the bosses' art
// loads (questSeal.tsx).
import { hashKey, INK, tonesOfKey } from './palette.ts';

const line = { stroke: INK, strokeWidth: 2, strokeLinejoin: 'round' as const };

/** The horned hulk of a quest without a boss of its own. */
export function HulkArt({ questKey }: { questKey: string }) {
  const tones = tonesOfKey(`boss:${questKey.replace(/\d+$/, '')}`);
  const hash = hashKey(questKey);
  const hornLength = 10 + (hash % 12);
  const eyeCount = 1 + ((hash >>> 5) % 3);
  const teeth = 3 + ((hash >>> 9) % 3);
  return (
    <g {...line}>
      <path d={`M 30 34 L 22 ${34 - hornLength} L 40 30 Z`} fill={tones.light} />
      <path d={`M 70 34 L 78 ${34 - hornLength} L 60 30 Z`} fill={tones.light} />
      <path
        d="M 50 22 C 80 22 90 50 86 72 C 82 90 66 94 50 94 C 34 94 18 90 14 72 C 10 50 20 22 50 22 Z"
        fill={tones.main}
      />
      <ellipse cx={50} cy={74} rx={24} ry={14} fill={tones.light} />
      {Array.from({ length: eyeCount }, (_, index) => {
        const x = 50 + (index - (eyeCount - 1) / 2) * 16;
        return (
          <g key={index}>
            <circle cx={x} cy={48} r={6} fill="#fff4b0" />
            <circle cx={x} cy={49} r={2.5} fill={INK} />
          </g>
        );
      })}
      <path
        d={Array.from({ length: teeth }, (_, index) => {
          const x = 50 - teeth * 3 + index * 6;
          return `M ${x} 64 L ${x + 3} 70 L ${x + 6} 64`;
        }).join(' ')}
        fill="#ffffff"
      />
    </g>
  );
}
