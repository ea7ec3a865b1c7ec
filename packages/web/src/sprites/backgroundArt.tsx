// A background scene from its key: sky and ground colours hashed from the key, a scene feature
// picked from words in the key (beach, forest, castle…) or from the hash.
import type { ReactElement } from 'react';
import { hashKey, hsl, INK } from './palette.ts';

type Feature = 'water' | 'trees' | 'hills' | 'buildings' | 'stars' | 'clouds';

const featureWords: readonly [RegExp, Feature][] = [
  [/beach|sea|ocean|water|reef|lake|river|pond|ship|harbor|aquarium|pool|underwater|bay/i, 'water'],
  [/forest|wood|tree|grove|jungle|garden|orchard|meadow|field|park|blossom/i, 'trees'],
  [
    /castle|city|town|tower|house|library|shop|market|hall|clocktower|steamworks|bakery|inn|room|kitchen/i,
    'buildings',
  ],
  [/night|star|moon|galaxy|space|aurora|celestial|cosmic/i, 'stars'],
  [/cloud|sky|airship|balloon|storm|thunder/i, 'clouds'],
];

const features: readonly Feature[] = ['water', 'trees', 'hills', 'buildings', 'stars', 'clouds'];

function featureOf(key: string, hash: number): Feature {
  return (
    featureWords.find(([pattern]) => pattern.test(key))?.[1] ?? features[hash % features.length]!
  );
}

const drawFeature: Readonly<Record<Feature, (hue: number) => ReactElement>> = {
  water: (hue) => (
    <path d="M 0 70 Q 25 64 50 70 T 100 70 V 100 H 0 Z" fill={hsl(190 + (hue % 40), 60, 50)} />
  ),
  trees: (hue) => (
    <g>
      {[14, 38, 64, 88].map((x) => (
        <g key={x}>
          <rect x={x - 2} y={62} width={4} height={14} fill="#6a4a2a" />
          <circle cx={x} cy={56} r={10} fill={hsl(90 + (hue % 60), 45, 38)} />
        </g>
      ))}
    </g>
  ),
  hills: (hue) => (
    <path d="M 0 74 Q 25 52 50 70 Q 75 50 100 72 V 100 H 0 Z" fill={hsl(70 + (hue % 70), 40, 42)} />
  ),
  buildings: (hue) => (
    <g stroke={INK} strokeWidth={1}>
      {[8, 34, 60, 82].map((x, index) => (
        <rect
          key={x}
          x={x}
          y={40 + index * 6}
          width={16}
          height={40}
          fill={hsl(hue + index * 20, 25, 55)}
        />
      ))}
    </g>
  ),
  stars: () => (
    <g fill="#fff6b0">
      {[
        [12, 14],
        [30, 30],
        [52, 10],
        [72, 24],
        [88, 12],
        [62, 40],
      ].map(([x = 0, y = 0]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={1.6} />
      ))}
    </g>
  ),
  clouds: () => (
    <g fill="#ffffff" opacity={0.9}>
      <ellipse cx={24} cy={22} rx={16} ry={7} />
      <ellipse cx={72} cy={34} rx={20} ry={8} />
    </g>
  ),
};

export function BackgroundArt({ backgroundKey }: { backgroundKey: string }) {
  const hash = hashKey(`background:${backgroundKey}`);
  const hue = hash % 360;
  const feature = featureOf(backgroundKey, hash >>> 8);
  const isNight = feature === 'stars';
  return (
    <g>
      <rect
        x={0}
        y={0}
        width={100}
        height={100}
        fill={isNight ? hsl(hue, 50, 18) : hsl(hue, 55, 78)}
      />
      <rect x={0} y={76} width={100} height={24} fill={hsl(hue + 40, 35, isNight ? 25 : 48)} />
      {drawFeature[feature](hue)}
    </g>
  );
}
