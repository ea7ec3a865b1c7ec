// The shapes of skills, transformation items, antidotes and cards. Data only: the effects live in
// the cast rules.
import type { PlayerClass } from '../../model/user.ts';

/** task: one of the caster's tasks; tasks: all of them; self: the caster; party: every member
 * (the caster included); user: one party member, or the caster. */
export type SpellTarget = 'task' | 'tasks' | 'self' | 'party' | 'user';

export interface ClassSpell {
  key: string;
  klass: PlayerClass;
  mana: number;
  /** The level the skill unlocks at. */
  lvl: number;
  target: SpellTarget;
  /** Party skills cast once and applied to every member in one update. */
  bulk: boolean;
}

export type Season = 'winter' | 'spring' | 'summer' | 'fall';

/** A cosmetic buff bought into `items.special` and cast on a player. */
export interface TransformationItem {
  key: string;
  /** Price in gold. */
  value: number;
  mana: 0;
  target: 'user';
  /** Cast from stock bought beforehand, not paid for at cast time. */
  previousPurchase: true;
  /** The season whose event sells it. */
  season: Season;
  /** The potion that clears it. */
  antidote: string;
}

/** A potion that clears one cosmetic buff from the caster, bought and used at once. */
export interface Antidote {
  key: string;
  /** Price in gold. */
  value: number;
  mana: 0;
  target: 'self';
  immediateUse: true;
  purchaseType: 'debuffPotion';
  /** The transformation it clears. */
  clears: string;
}

/** A card sent to another player. */
export interface CardType {
  key: string;
  /** Price in gold. */
  value: number;
  mana: 0;
  target: 'user';
  /** No party chat message announces a card. */
  silent: true;
  /** How many message variants the card has. */
  messageOptions: number;
  /** Sold all year; the others only in their season. */
  yearRound: boolean;
}
