// Transformation items, their antidotes and cards: cast from the Market's special items, no mana.
import { NotAuthorized } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import { onTarget, type Casting } from './casting.ts';
import { withBuffs } from './spellMath.ts';

export const TRANSFORMATION_BUFFS = ['snowball', 'spookySparkles', 'shinySeed', 'seafoam'] as const;
type TransformationBuff = (typeof TRANSFORMATION_BUFFS)[number];

/** Counters (transformations received, cards sent and received) live beside the typed ones. */
function withAchievementCount(player: PlayerState, key: string): PlayerState {
  const achievements = player.achievements as unknown as Record<string, unknown>;
  const count = typeof achievements[key] === 'number' ? achievements[key] : 0;
  return {
    ...player,
    achievements: { ...player.achievements, [key]: count + 1 },
  };
}

function withSpecialItem(player: PlayerState, key: string, value: unknown): PlayerState {
  const special = { ...player.items.special, [key]: value } as PlayerState['items']['special'];
  return { ...player, items: { ...player.items, special } };
}

/** The transformation on the target; the others come off, as they exclude each other. */
export function castTransformation(casting: Casting, key: TransformationBuff) {
  const stock = casting.caster.items.special[key] ?? 0;
  if (stock <= 0) throw new NotAuthorized('spellNotOwned');
  casting.caster = withSpecialItem(casting.caster, key, stock - 1);
  onTarget(casting, (target) => {
    const buffs = Object.fromEntries(TRANSFORMATION_BUFFS.map((buff) => [buff, buff === key]));
    return withAchievementCount(withBuffs(target, buffs), key);
  });
}

/** An antidote clears its transformation from the caster (its gold is taken by castSpell). */
export function castAntidote(casting: Casting, clears: TransformationBuff) {
  casting.caster = withBuffs(casting.caster, { [clears]: false });
}

/** A card: both sides count it (once when sent to oneself); the receiver is told who sent it. */
export function castCard(casting: Casting, card: string) {
  const { caster, casterName } = casting;
  if (casting.target) casting.caster = withAchievementCount(caster, card);
  onTarget(casting, (target) => {
    const listKey = `${card}Received`;
    const received = target.items.special[listKey] as unknown;
    const list = Array.isArray(received) ? (received as string[]) : [];
    const counted = withAchievementCount(target, card);
    return {
      ...withSpecialItem(counted, listKey, [...list, casterName]),
      flags: { ...counted.flags, cardReceived: true },
    };
  });
  casting.targetNotifications.push({
    type: 'CARD_RECEIVED',
    data: { card, from: { id: caster.id ?? '', name: casterName } },
  });
}
