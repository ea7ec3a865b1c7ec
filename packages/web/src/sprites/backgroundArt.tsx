// A background scene from its key: sky and ground colours hashed from the key, a scene feature
// picked from words in the key (beach, forest, castle…) or from the hash. Places under a roof or
// underground (a cellar, a cave, a bedroom) have no sky: stone or walls instead (issue 19.8).
import type { ReactElement } from 'react';
import { hashKey, hsl, INK } from './palette.ts';

type Feature = 'water' | 'trees' | 'hills' | 'buildings' | 'stars' | 'clouds';

/** Where the scene is: outdoors under the sky, underground, or indoors. */
export type Setting = 'outdoors' | 'underground' | 'indoors';

// Whole words of the snake_case key; underground first, then rooms.
const settingWords: readonly [RegExp, Setting][] = [
  [
    /(^|_)(cellar|caves?|cavern|mine|sewers?|dungeon|tomb|crypt|catacombs?|lair|grotto|vault)(_|$)/,
    'underground',
  ],
  [/(^|_)(\w*room|kitchen|library|hall|inn|tavern|bakery|workshop|attic|candles)(_|$)/, 'indoors'],
];

/** The scene's setting from words in its key; underwater scenes stay outdoors (the sea). */
export function settingOf(backgroundKey: string): Setting {
  if (/underwater|beach|sea|ocean|reef|tide|waves/.test(backgroundKey)) return 'outdoors';
  return settingWords.find(([pattern]) => pattern.test(backgroundKey))?.[1] ?? 'outdoors';
}

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

function UndergroundArt({ hue }: { hue: number }) {
  return (
    <g data-setting="underground">
      <rect x={0} y={0} width={100} height={100} fill={hsl(hue, 12, 16)} />
      <path
        d="M 0 0 H 100 V 18 Q 80 30 62 20 Q 44 32 26 20 Q 12 28 0 18 Z"
        fill={hsl(hue, 10, 26)}
      />
      <g stroke={hsl(hue, 10, 30)} strokeWidth={1.5} fill="none">
        <path d="M 8 40 h 18 v 10 h -18 Z M 34 36 h 20 v 10 h -20 Z M 70 42 h 20 v 10 h -20 Z" />
      </g>
      <rect x={0} y={78} width={100} height={22} fill={hsl(hue + 20, 18, 22)} />
      <circle cx={80} cy={30} r={4} fill="#f2b630" />
      <circle cx={80} cy={30} r={10} fill="#f2b630" opacity={0.25} />
    </g>
  );
}

function IndoorsArt({ hue }: { hue: number }) {
  return (
    <g data-setting="indoors">
      <rect x={0} y={0} width={100} height={100} fill={hsl(hue, 30, 62)} />
      <path d="M 0 64 H 100" stroke={hsl(hue, 30, 45)} strokeWidth={3} />
      <rect x={0} y={74} width={100} height={26} fill={hsl(hue + 30, 35, 38)} />
      <rect x={58} y={18} width={26} height={30} fill={hsl(hue + 180, 35, 80)} stroke={INK} />
      <path d="M 71 18 V 48 M 58 33 H 84" stroke={INK} strokeWidth={1} />
    </g>
  );
}

export function BackgroundArt({ backgroundKey }: { backgroundKey: string }) {
  const hash = hashKey(`background:${backgroundKey}`);
  const hue = hash % 360;
  const setting = settingOf(backgroundKey);
  if (setting === 'underground') return <UndergroundArt hue={hue} />;
  if (setting === 'indoors') return <IndoorsArt hue={hue} />;
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
