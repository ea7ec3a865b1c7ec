// The character's own appearance in the avatar's 100 × 100 frame: chair, body and skin, shirt,
// hair (base, bangs, beard, mustache, flower) and face. Colours come from the customisation keys:
// a hex key is its own colour, a named key has a table entry or a hashed colour.
import { hashKey, hsl, INK, mix, tonesOfKey } from './palette.ts';

const line = { stroke: INK, strokeWidth: 1.5, strokeLinejoin: 'round' as const };

const namedColours: Readonly<Record<string, string>> = {
  white: 'f2f0ea',
  brown: '7a4a26',
  blond: 'e8c860',
  red: 'c0502a',
  black: '2a2420',
  blue: '3a70c8',
  green: '3aa05a',
  pink: 'f090b8',
  yellow: 'f2d040',
  purple: '8050c0',
  TRUred: 'd02020',
  ghostwhite: 'f4f4fb',
  midnight: '20245a',
  pumpkin: 'e87a20',
  zombie: '8fae6a',
  skeleton: 'ecead8',
  ghost: 'e8f0f8',
  shadow: '2a2636',
  panda: 'f4f4f4',
  wolf: '9a9aa8',
  fox: 'e07a30',
  lion: 'e0a850',
  tiger: 'f09030',
  bear: '8a5a30',
  pig: 'f4a8b8',
  cactus: '5aa03a',
};

/** A colour from a customisation key: `ddc994` as is, `rainbow` as a hue, names from the table. */
export function colourOfKey(key: string): string {
  if (/^[0-9a-f]{6}$/i.test(key)) return `#${key}`;
  const named = namedColours[key];
  if (named) return `#${named}`;
  return tonesOfKey(`colour:${key}`).main;
}

export type BodySize = 'slim' | 'broad';

export function Chair({ chair }: { chair: string }) {
  if (!chair || chair === 'none') return null;
  const isHandleless = chair.startsWith('handleless_');
  const colour = colourOfKey(chair.replace('handleless_', ''));
  return (
    <g {...line}>
      {!isHandleless && <path d="M 66 44 V 70 M 66 44 h 6" fill="none" strokeWidth={3} />}
      <rect x={32} y={64} width={38} height={8} rx={2} fill={colour} />
      <circle cx={64} cy={80} r={12} fill="none" stroke={colour} strokeWidth={4} />
      <circle cx={36} cy={86} r={5} fill={colour} />
    </g>
  );
}

export function BodyAndSkin({
  size,
  skin,
  isTransparent,
}: {
  size: BodySize;
  skin: string;
  isTransparent?: boolean;
}) {
  const half = size === 'broad' ? 14 : 11;
  const colour = colourOfKey(skin);
  return (
    <g {...line} opacity={isTransparent ? 0.45 : 1}>
      <rect x={42} y={72} width={6} height={16} rx={2} fill="#4a3a5a" />
      <rect x={52} y={72} width={6} height={16} rx={2} fill="#4a3a5a" />
      <rect x={50 - half - 6} y={51} width={6} height={20} rx={3} fill={colour} />
      <rect x={50 + half} y={51} width={6} height={20} rx={3} fill={colour} />
      <rect x={50 - half} y={49} width={half * 2} height={25} rx={4} fill={colour} />
      <rect x={46} y={44} width={8} height={7} fill={colour} />
      <circle cx={50} cy={36} r={13} fill={colour} />
    </g>
  );
}

export function Shirt({ shirt, size }: { shirt: string; size: BodySize }) {
  const half = size === 'broad' ? 14 : 11;
  const colour = colourOfKey(shirt);
  const hasStripe = !namedColours[shirt];
  return (
    <g {...line}>
      <path d={`M ${50 - half} 50 H ${50 + half} V 73 H ${50 - half} Z`} fill={colour} />
      {hasStripe && (
        <path
          d={`M ${50 - half} 61 H ${50 + half}`}
          stroke={mix(colour.startsWith('#') ? colour.slice(1) : 'ffffff', 'ffffff', 0.5)}
          strokeWidth={4}
        />
      )}
    </g>
  );
}

export function Face({ isSleeping }: { isSleeping: boolean }) {
  return isSleeping ? (
    <g stroke={INK} strokeWidth={1.5} fill="none">
      <path d="M 41 37 q 3 2 6 0 M 53 37 q 3 2 6 0 M 47 43 h 6" />
      {/* eslint-disable-next-line i18n/no-user-visible-literals -- drawn, not read: the sleeper's "z" */}
      <text x={66} y={22} fontSize={10} fill={INK} stroke="none">
        z
      </text>
    </g>
  ) : (
    <g>
      <circle cx={44} cy={36} r={1.8} fill={INK} />
      <circle cx={56} cy={36} r={1.8} fill={INK} />
      <path d="M 46 42 q 4 3 8 0" fill="none" stroke={INK} strokeWidth={1.5} />
    </g>
  );
}

const hairStyles: readonly string[] = [
  'M 36 36 Q 36 20 50 20 Q 64 20 64 36 Q 58 26 50 26 Q 42 26 36 36 Z',
  'M 35 48 Q 32 20 50 20 Q 68 20 65 48 L 61 48 Q 62 28 50 27 Q 38 28 39 48 Z',
  'M 36 36 Q 36 20 50 20 Q 64 20 64 36 Q 58 26 50 26 Q 42 26 36 36 Z M 62 30 Q 76 34 70 52 Q 66 40 62 36 Z',
  'M 36 34 Q 38 20 50 20 Q 62 20 64 34 Q 56 27 50 27 Q 44 27 36 34 Z M 44 20 A 7 7 0 1 1 56 20 Z',
  'M 36 34 L 38 18 L 43 26 L 47 14 L 51 24 L 56 14 L 58 25 L 63 18 L 64 34 Q 50 24 36 34 Z',
  'M 34 60 Q 28 18 50 19 Q 72 18 66 60 L 62 60 Q 64 28 50 27 Q 36 28 38 60 Z',
];

export function HairBase({ base, colour }: { base: string; colour: string }) {
  const number = Number(base);
  if (!number) return null;
  const style = hairStyles[number % hairStyles.length] ?? hairStyles[0]!;
  // Styles past the sixth add a streak so each of the 20 reads differently.
  const streak = number > hairStyles.length ? hsl(hashKey(base) % 360, 60, 60) : null;
  return (
    <g {...line}>
      <path d={style} fill={colourOfKey(colour)} />
      {streak && (
        <path
          d={`M ${40 + (number % 5) * 4} 22 q 2 6 0 10`}
          fill="none"
          stroke={streak}
          strokeWidth={2}
        />
      )}
    </g>
  );
}

const bangsPaths = [
  '',
  'M 38 30 Q 50 22 62 30 L 60 33 L 56 29 L 52 33 L 48 29 L 44 33 L 40 29 Z',
  'M 37 32 Q 44 20 62 26 Q 50 28 40 34 Z',
  'M 38 30 Q 50 20 62 30 Q 56 34 50 30 Q 44 34 38 30 Z',
  'M 36 34 Q 40 20 56 22 Q 46 26 44 34 Z',
];

export function Bangs({ bangs, colour }: { bangs: string; colour: string }) {
  const path = bangsPaths[Number(bangs)];
  return path ? <path d={path} fill={colourOfKey(colour)} {...line} /> : null;
}

const beardPaths = [
  '',
  'M 40 40 Q 50 58 60 40 Q 56 48 50 48 Q 44 48 40 40 Z',
  'M 38 38 Q 50 66 62 38 Q 56 46 50 46 Q 44 46 38 38 Z',
  'M 42 42 Q 50 52 58 42 L 54 46 L 50 56 L 46 46 Z',
];

export function Beard({ beard, colour }: { beard: string; colour: string }) {
  const path = beardPaths[Number(beard)];
  return path ? <path d={path} fill={colourOfKey(colour)} {...line} /> : null;
}

const mustachePaths = [
  '',
  'M 44 41 Q 50 38 56 41 Q 50 42 44 41 Z',
  'M 42 43 Q 46 38 50 41 Q 54 38 58 43 Q 54 41 50 42 Q 46 41 42 43 Z',
];

export function Mustache({ mustache, colour }: { mustache: string; colour: string }) {
  const path = mustachePaths[Number(mustache)];
  return path ? <path d={path} fill={colourOfKey(colour)} {...line} /> : null;
}

export function Flower({ flower }: { flower: string }) {
  const number = Number(flower);
  if (!number) return null;
  const petal = hsl((number * 47) % 360, 70, 65);
  return (
    <g {...line}>
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse
          key={angle}
          cx={62}
          cy={20}
          rx={2.6}
          ry={5}
          fill={petal}
          transform={`rotate(${angle} 62 25)`}
        />
      ))}
      <circle cx={62} cy={25} r={2.4} fill={hsl((number * 91) % 360, 80, 50)} />
    </g>
  );
}
