// A quest's boss, drawn from its quest key (100 × 100) by its look in bossLooks.ts, over a glow of
// its own. A quest without a boss (a scroll's seal shows one for every quest) gets the key's hulk.
import { questByKey, type QuestDropType } from '@questlog/core';
import { ANCHORS } from './creatureAnchors.ts';
import { PetArt } from './creatureArt.tsx';
import { creatureShape } from './creatureShapes.ts';
import { BruteBoss } from './bossBrutes.tsx';
import { ElementBoss } from './bossElements.tsx';
import { OrbBoss } from './bossOrbs.tsx';
import { CasterBoss } from './bossCasters.tsx';
import { KnightBoss, SerpentBoss, ShadeBoss, SwarmBoss } from './bossBeings.tsx';
import { BOSS_LOOKS, type BossLook } from './bossLooks.ts';
import { Aura, Crown, CREATURE_WEAR, GroundShadow } from './bossParts.tsx';
import { HulkArt } from './hulkArt.tsx';
import { hashKey, hsl, INK, tonesOfHex } from './palette.ts';
import { OWN_DRAWINGS } from './timeTravelCreatures.tsx';

type CreatureLook = Extract<BossLook, { figure: 'creature' }>;

/** The first item of a kind the quest gives: its boss's animal or colour. */
function dropped(questKey: string, type: QuestDropType): string | undefined {
  return questByKey(questKey)?.drop.items.find((item) => item.type === type)?.key;
}

/** Brows drawn over a creature's eyes, slanting down towards each other. */
function Brows({ egg }: { egg: string }) {
  if (OWN_DRAWINGS[egg]) return null;
  const shape = creatureShape(egg);
  const { x, y, r } = ANCHORS[shape.template].head;
  const size = shape.extras.has('y') ? r * 0.32 : r * 0.16;
  const reach = Math.max(size * 1.8, 3);
  const eyeY = y - r * 0.2 - size;
  return (
    <path
      d={[x - r * 0.45, x + r * 0.15]
        .map((eyeX, index) => {
          const side = index === 0 ? -1 : 1;
          return `M ${eyeX + side * reach} ${eyeY - 3.5} L ${eyeX - side * reach * 0.8} ${eyeY - 1}`;
        })
        .join(' ')}
      stroke={INK}
      strokeWidth={2}
      strokeLinecap="round"
    />
  );
}

function OneCreature({
  egg,
  potion,
  hasCrown,
}: {
  egg: string;
  potion: string;
  hasCrown: boolean;
}) {
  const { head } = ANCHORS[creatureShape(egg).template];
  return (
    <g>
      <PetArt petKey={`${egg}-${potion}`} />
      <Brows egg={egg} />
      {hasCrown && <Crown x={head.x} y={head.y - head.r + 3} width={14} />}
    </g>
  );
}

function CreatureBoss({ questKey, look }: { questKey: string; look: CreatureLook }) {
  const egg = look.egg ?? dropped(questKey, 'eggs') ?? 'Egg';
  const potion = look.potion ?? dropped(questKey, 'hatchingPotions') ?? 'Base';
  const one = <OneCreature egg={egg} potion={potion} hasCrown={look.wear === 'crown'} />;
  const wear = look.wear && look.wear !== 'crown' ? CREATURE_WEAR[look.wear]() : null;
  return (
    <g data-boss-animal={`${egg}-${potion}`}>
      {look.isGang ? (
        <g>
          <g transform="translate(38 -4) scale(0.62)">{one}</g>
          <g transform="translate(-6 30) scale(0.66)">{one}</g>
          <g transform="translate(40 32) scale(0.66)">{one}</g>
        </g>
      ) : (
        <g transform="translate(50 56) scale(1.1) translate(-50 -56)">{one}</g>
      )}
      {wear}
    </g>
  );
}

function FigureBoss({ look }: { look: Exclude<BossLook, CreatureLook> }) {
  const tones = tonesOfHex(look.colour);
  switch (look.figure) {
    case 'caster':
      return <CasterBoss tones={tones} look={look} />;
    case 'knight':
      return <KnightBoss tones={tones} look={look} />;
    case 'shade':
      return <ShadeBoss tones={tones} form={look.form} />;
    case 'swarm':
      return <SwarmBoss tones={tones} unit={look.unit} />;
    case 'serpent':
      return <SerpentBoss tones={tones} skin={look.skin} />;
    case 'orb':
      return <OrbBoss tones={tones} form={look.form} />;
    case 'element':
      return <ElementBoss tones={tones} form={look.form} />;
    case 'brute':
      return <BruteBoss tones={tones} form={look.form} />;
  }
}

/** A glow in the colours of danger, magenta to orange, hashed from the key. */
function auraOf(questKey: string): string {
  return hsl(330 + (hashKey(`aura:${questKey}`) % 70), 70, 62);
}

export function BossArt({ questKey }: { questKey: string }) {
  const look = Object.hasOwn(BOSS_LOOKS, questKey) ? BOSS_LOOKS[questKey] : undefined;
  if (!look) return <HulkArt questKey={questKey} />;
  return (
    <g data-boss={questKey}>
      <Aura colour={auraOf(questKey)} />
      <GroundShadow />
      {look.figure === 'creature' ? (
        <CreatureBoss questKey={questKey} look={look} />
      ) : (
        <FigureBoss look={look} />
      )}
    </g>
  );
}

/** The boss as a picture, named for assistive tech. */
export function BossPicture({
  questKey,
  label,
  size = 96,
}: {
  questKey: string;
  label: string;
  size?: number;
}) {
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox="0 0 100 100">
      <BossArt questKey={questKey} />
    </svg>
  );
}
