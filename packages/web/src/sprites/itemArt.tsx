// Pictures of the stable's items and the currencies: eggs, potions, food, quest scrolls, cards,
// special items, gold, gems and hourglasses, all in a 100 × 100 box.
import type { ReactElement } from 'react';
import { creatureShape } from './creatureShapes.ts';
import { hashKey, INK, tonesOfKey } from './palette.ts';
import { PatternPart } from './potionEffects.tsx';
import { potionLook } from './potionLooks.ts';
import { QuestSeal } from './questSeal.tsx';
import type { Anchors } from './creatureAnchors.ts';

const line = { stroke: INK, strokeWidth: 2, strokeLinejoin: 'round' as const };

// A pattern placed inside a round item (a potion's bottle, a food's plate).
const roundAnchors = (x: number, y: number, rx: number, ry: number): Anchors => ({
  body: { x, y, rx, ry },
  head: { x, y: y - ry, r: 6 },
  snout: { x, y },
  tail: { x, y },
  back: { x, y },
  legs: [],
  legTop: 0,
  legBottom: 0,
});

export function EggArt({ eggKey }: { eggKey: string }) {
  const tones = tonesOfKey(`egg:${eggKey}`);
  const { template, extras } = creatureShape(eggKey);
  const spotCount = 2 + (hashKey(eggKey) % 4);
  return (
    <g {...line}>
      <path
        d="M 50 12 C 74 12 80 52 78 66 C 76 84 62 92 50 92 C 38 92 24 84 22 66 C 20 52 26 12 50 12 Z"
        fill={tones.main}
      />
      {Array.from({ length: spotCount }, (_, index) => (
        <circle
          key={index}
          cx={34 + index * 10}
          cy={40 + ((index * 17) % 30)}
          r={4 + (index % 2) * 2}
          fill={tones.light}
          stroke="none"
        />
      ))}
      {extras.has('x') || template === 'f' ? (
        <path d="M 26 60 Q 50 52 74 60" fill="none" stroke={tones.dark} strokeWidth={4} />
      ) : null}
    </g>
  );
}

export function PotionArt({ potionKey }: { potionKey: string }) {
  const look = potionLook(potionKey);
  return (
    <g {...line}>
      <rect x={42} y={10} width={16} height={14} rx={2} fill="#b07a4a" />
      <path
        d="M 44 24 H 56 V 38 Q 78 46 78 68 Q 78 92 50 92 Q 22 92 22 68 Q 22 46 44 38 Z"
        fill="#e8f4fa"
      />
      <path d="M 25 62 Q 50 54 75 62 Q 76 90 50 90 Q 24 90 25 62 Z" fill={look.tones.main} />
      <PatternPart
        pattern={look.pattern}
        anchors={roundAnchors(50, 74, 20, 12)}
        tones={look.tones}
      />
      <path d="M 32 50 Q 30 58 32 64" fill="none" stroke="#ffffff" strokeWidth={3} />
    </g>
  );
}

// Regular foods by key; seasonal cakes, candies and pies take their potion's colour.
const regularFoods: Readonly<Record<string, () => ReactElement>> = {
  Meat: () => (
    <g {...line}>
      <ellipse cx={46} cy={56} rx={26} ry={20} fill="#c0504a" />
      <rect x={66} y={60} width={20} height={7} rx={3} fill="#f4ead8" />
    </g>
  ),
  Milk: () => (
    <g {...line}>
      <path d="M 34 30 H 66 V 88 H 34 Z" fill="#ffffff" />
      <path d="M 34 30 L 42 14 H 58 L 66 30 Z" fill="#6aa8e0" />
    </g>
  ),
  Potatoe: () => (
    <g {...line}>
      <ellipse cx={50} cy={56} rx={30} ry={22} fill="#c8a060" />
      <circle cx={40} cy={50} r={2} fill={INK} />
      <circle cx={60} cy={62} r={2} fill={INK} />
    </g>
  ),
  Strawberry: () => (
    <g {...line}>
      <path d="M 50 90 Q 20 60 26 40 Q 50 28 74 40 Q 80 60 50 90 Z" fill="#e0304a" />
      <path d="M 34 36 L 50 22 L 66 36 Z" fill="#4a9a3a" />
    </g>
  ),
  Chocolate: () => (
    <g {...line}>
      <rect x={24} y={24} width={52} height={56} rx={3} fill="#5a341e" />
      <path d="M 24 42 H 76 M 24 60 H 76 M 50 24 V 80" />
    </g>
  ),
  Fish: () => (
    <g {...line}>
      <ellipse cx={46} cy={52} rx={28} ry={14} fill="#8ab0c8" />
      <path d="M 72 52 L 90 38 V 66 Z" fill="#8ab0c8" />
      <circle cx={30} cy={48} r={2.5} fill={INK} />
    </g>
  ),
  RottenMeat: () => (
    <g {...line}>
      <ellipse cx={46} cy={56} rx={26} ry={20} fill="#8a9a4a" />
      <rect x={66} y={60} width={20} height={7} rx={3} fill="#d8d0a8" />
      <path d="M 36 30 q 4 -8 0 -14 M 50 30 q 4 -8 0 -14" fill="none" />
    </g>
  ),
  CottonCandyPink: () => (
    <g {...line}>
      <circle cx={50} cy={40} r={24} fill="#f6a8cf" />
      <rect x={47} y={62} width={6} height={28} fill="#f4ead8" />
    </g>
  ),
  CottonCandyBlue: () => (
    <g {...line}>
      <circle cx={50} cy={40} r={24} fill="#8ccbf2" />
      <rect x={47} y={62} width={6} height={28} fill="#f4ead8" />
    </g>
  ),
  Honey: () => (
    <g {...line}>
      <path d="M 30 36 H 70 V 84 Q 50 92 30 84 Z" fill="#f2b630" />
      <rect x={28} y={26} width={44} height={10} rx={3} fill="#b07a4a" />
    </g>
  ),
  Saddle: () => (
    <g {...line}>
      <path d="M 18 54 Q 50 20 82 54 L 74 72 H 26 Z" fill="#8a3b1e" />
      <path d="M 50 72 V 90" />
      <rect x={44} y={86} width={12} height={6} fill="#d4af37" />
    </g>
  ),
};

const seasonalFoods: Readonly<Record<string, (colour: string, light: string) => ReactElement>> = {
  Cake: (colour, light) => (
    <g {...line}>
      <path d="M 20 50 H 80 V 84 H 20 Z" fill={colour} />
      <path d="M 20 50 Q 50 38 80 50 V 58 Q 50 66 20 58 Z" fill={light} />
      <circle cx={50} cy={36} r={5} fill="#e0304a" />
    </g>
  ),
  Candy: (colour, light) => (
    <g {...line}>
      <circle cx={50} cy={52} r={18} fill={colour} />
      <path d="M 32 52 L 12 40 V 64 Z M 68 52 L 88 40 V 64 Z" fill={light} />
    </g>
  ),
  Pie: (colour, light) => (
    <g {...line}>
      <path d="M 14 60 Q 50 30 86 60 L 80 74 H 20 Z" fill={light} />
      <path d="M 30 54 L 70 54" stroke={colour} strokeWidth={5} />
    </g>
  ),
};

export function FoodArt({ foodKey }: { foodKey: string }) {
  const regular = regularFoods[foodKey];
  if (regular) return regular();
  const [kind = '', potion = 'Base'] = foodKey.split('_');
  const look = potionLook(potion);
  const seasonal = seasonalFoods[kind];
  if (seasonal) return seasonal(look.tones.main, look.tones.light);
  return <circle cx={50} cy={50} r={30} fill={tonesOfKey(foodKey).main} {...line} />;
}

export function QuestScrollArt({ questKey }: { questKey: string }) {
  const tones = tonesOfKey(`quest:${questKey.replace(/\d+$/, '')}`);
  const part = /(\d+)$/.exec(questKey)?.[1];
  // Each scroll carries its own quest's boss as a seal, so no two scrolls look alike (issue 19.8).
  return (
    <g {...line}>
      <rect x={22} y={22} width={56} height={58} fill="#f4e6c0" />
      <rect x={16} y={14} width={68} height={12} rx={6} fill="#d8c090" />
      <rect x={16} y={76} width={68} height={12} rx={6} fill="#d8c090" />
      <path d="M 30 34 H 50 M 30 42 H 46 M 30 50 H 48" stroke={tones.dark} />
      <g transform="translate(46 22) scale(0.3)" data-quest-seal={questKey}>
        <QuestSeal questKey={questKey} />
      </g>
      <circle cx={64} cy={66} r={9} fill={tones.main} />
      {part && (
        <path
          d={Array.from(
            { length: Number(part) },
            (_, i) => `M ${60 + i * 4 - (Number(part) - 1) * 2} 62 v 8`,
          ).join(' ')}
          stroke="#ffffff"
        />
      )}
    </g>
  );
}

const cardColours: Readonly<Record<string, string>> = {
  greeting: 'f2c230',
  nye: '3b3f8f',
  thankyou: '5ec46b',
  valentine: 'e0245e',
  birthday: 'f28a4a',
  congrats: '8f5fd0',
  getwell: '4aa3df',
  goodluck: '2d8a4e',
};

export function CardArt({ cardKey }: { cardKey: string }) {
  const colour = cardColours[cardKey] ? `#${cardColours[cardKey]}` : tonesOfKey(cardKey).main;
  return (
    <g {...line}>
      <rect x={14} y={26} width={72} height={50} rx={3} fill="#fffaf0" />
      <path d="M 14 26 L 50 56 L 86 26" fill="none" />
      <circle cx={50} cy={56} r={8} fill={colour} />
    </g>
  );
}

const specialItems: Readonly<Record<string, () => ReactElement>> = {
  // The Enchanted Armoire is a wardrobe, not a potion (issue 19.8).
  armoire: () => (
    <g {...line}>
      <path d="M 22 16 H 78 V 88 H 22 Z" fill="#8a5a2a" />
      <path d="M 22 16 Q 50 4 78 16" fill="#a8743e" />
      <path d="M 27 24 H 48 V 82 H 27 Z M 52 24 H 73 V 82 H 52 Z" fill="#b07a4a" />
      <circle cx={45} cy={54} r={2.5} fill="#f2c230" />
      <circle cx={55} cy={54} r={2.5} fill="#f2c230" />
      <path
        d="M 50 30 l 3 6 l 6 1 l -5 4 l 1 6 l -5 -3 l -5 3 l 1 -6 l -5 -4 l 6 -1 Z"
        fill="#f2c230"
      />
      <path d="M 26 88 V 94 M 74 88 V 94" strokeWidth={4} />
    </g>
  ),
  // The health potion: a round red flask with a heart, unlike the antidotes' tall flasks.
  potion: () => (
    <g {...line}>
      <rect x={43} y={10} width={14} height={12} rx={2} fill="#b07a4a" />
      <path
        d="M 44 22 H 56 V 34 Q 80 42 80 64 Q 80 90 50 90 Q 20 90 20 64 Q 20 42 44 34 Z"
        fill="#e0304a"
      />
      <path
        d="M 50 76 C 36 66 38 54 46 56 Q 50 57 50 62 Q 50 57 54 56 C 62 54 64 66 50 76 Z"
        fill="#ffffff"
      />
    </g>
  ),
  snowball: () => <circle cx={50} cy={54} r={28} fill="#eef6fc" {...line} />,
  spookySparkles: () => (
    <g {...line}>
      <path d="M 50 14 L 58 44 L 88 50 L 58 58 L 50 88 L 42 58 L 12 50 L 42 44 Z" fill="#b070e0" />
    </g>
  ),
  shinySeed: () => (
    <g {...line}>
      <ellipse cx={50} cy={60} rx={14} ry={20} fill="#c89040" />
      <path d="M 50 40 Q 40 20 56 14 Q 60 28 50 40" fill="#6ac04a" />
    </g>
  ),
  seafoam: () => (
    <g {...line}>
      <path
        d="M 50 14 L 58 40 L 86 42 L 62 58 L 72 86 L 50 70 L 28 86 L 38 58 L 14 42 L 42 40 Z"
        fill="#f28a6a"
      />
    </g>
  ),
};

export function SpecialItemArt({ itemKey }: { itemKey: string }) {
  const drawing = specialItems[itemKey];
  if (drawing) return drawing();
  // Antidotes and the other specials: a stoppered flask in a colour of their own.
  const tones = tonesOfKey(`special:${itemKey}`);
  return (
    <g {...line}>
      <rect x={42} y={14} width={16} height={12} fill="#b07a4a" />
      <path d="M 40 26 H 60 L 72 86 H 28 Z" fill={tones.main} />
      <path d="M 36 60 H 64" stroke={tones.light} strokeWidth={4} />
    </g>
  );
}

export type Currency = 'gold' | 'gems' | 'hourglasses';

export function CurrencyArt({ currency }: { currency: string }) {
  if (currency === 'gems') {
    return (
      <g {...line}>
        <path d="M 30 30 H 70 L 86 46 L 50 86 L 14 46 Z" fill="#3cc878" />
        <path d="M 14 46 H 86 M 30 30 L 42 46 L 50 86 L 58 46 L 70 30" fill="none" />
      </g>
    );
  }
  if (currency === 'hourglasses') {
    return (
      <g {...line}>
        <rect x={24} y={12} width={52} height={8} rx={2} fill="#8a5a2a" />
        <rect x={24} y={80} width={52} height={8} rx={2} fill="#8a5a2a" />
        <path
          d="M 30 20 H 70 Q 70 40 52 50 Q 70 60 70 80 H 30 Q 30 60 48 50 Q 30 40 30 20 Z"
          fill="#dff0fa"
        />
        <path d="M 36 76 Q 50 62 64 76 Z M 40 28 H 60 L 50 40 Z" fill="#f2c230" />
      </g>
    );
  }
  return (
    <g {...line}>
      <circle cx={50} cy={50} r={34} fill="#f2c230" />
      <circle cx={50} cy={50} r={24} fill="none" stroke="#b98a0c" strokeWidth={3} />
    </g>
  );
}

/** An achievement's medal, coloured from its icon key. */
export function AchievementArt({ icon }: { icon: string }) {
  const tones = tonesOfKey(icon);
  const points = 5 + (hashKey(icon) % 4);
  const star = Array.from({ length: points * 2 }, (_, index) => {
    const angle = (Math.PI * index) / points - Math.PI / 2;
    const radius = index % 2 ? 9 : 20;
    return `${(50 + Math.cos(angle) * radius).toFixed(1)} ${(58 + Math.sin(angle) * radius).toFixed(1)}`;
  }).join(' L ');
  return (
    <g {...line}>
      <path d="M 36 8 L 50 32 L 64 8" fill="none" stroke={tones.dark} strokeWidth={6} />
      <circle cx={50} cy={58} r={30} fill={tones.main} />
      <path d={`M ${star} Z`} fill={tones.light} />
    </g>
  );
}
