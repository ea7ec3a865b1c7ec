// `spells` by class (`spells.wizard.fireball.mana`) plus `spells.special` — transformation items,
// their antidotes and cards, which the original also serves alone as `special` — and `cardTypes`.
import type {
  Antidote,
  CardType,
  ClassSpell,
  LocalizedCatalogue,
  LocalizedItem,
  PlayerClass,
  SpellTarget,
  TransformationItem,
} from '@questlog/core';

export interface ContentClassSpell {
  key: string;
  text: string;
  notes: string;
  mana: number;
  target: SpellTarget;
  /** The level the skill unlocks at. */
  lvl: number;
}

/** A transformation item, an antidote or a card: cast from `items.special` or bought for gold. */
export interface ContentSpecialSpell {
  key: string;
  text: string;
  notes: string;
  mana: number;
  /** Price in gold. */
  value: number;
  target: SpellTarget;
  previousPurchase?: true;
  immediateUse?: true;
  purchaseType?: string;
  silent?: true;
}

export interface ContentCardType {
  key: string;
  messageOptions: number;
  yearRound: boolean;
}

export type ContentSpells = Record<PlayerClass, Record<string, ContentClassSpell>> & {
  special: Record<string, ContentSpecialSpell>;
};

function presentClassSpell(spell: LocalizedItem<ClassSpell>): ContentClassSpell {
  return {
    key: spell.key,
    text: spell.text,
    notes: spell.notes ?? '',
    mana: spell.mana,
    target: spell.target,
    lvl: spell.lvl,
  };
}

type SpecialItem = LocalizedItem<TransformationItem> | LocalizedItem<Antidote>;

function presentSpecialItem(item: SpecialItem): ContentSpecialSpell {
  const common = {
    key: item.key,
    text: item.text,
    notes: item.notes ?? '',
    mana: item.mana,
    value: item.value,
    target: item.target,
  };
  return 'previousPurchase' in item
    ? { ...common, previousPurchase: true }
    : { ...common, immediateUse: true, purchaseType: item.purchaseType };
}

function presentCard(card: LocalizedItem<CardType>): ContentSpecialSpell {
  return {
    key: card.key,
    text: card.text,
    notes: card.notes ?? '',
    mana: card.mana,
    value: card.value,
    target: card.target,
    silent: true,
  };
}

export function presentSpells(catalogue: LocalizedCatalogue): ContentSpells {
  const byClass: ContentSpells = { warrior: {}, rogue: {}, wizard: {}, healer: {}, special: {} };
  for (const spell of Object.values(catalogue.spells)) {
    byClass[spell.klass][spell.key] = presentClassSpell(spell);
  }
  for (const item of Object.values(catalogue.special)) {
    byClass.special[item.key] = presentSpecialItem(item);
  }
  for (const card of Object.values(catalogue.cards)) byClass.special[card.key] = presentCard(card);
  return byClass;
}

export function presentCardTypes(catalogue: LocalizedCatalogue): Record<string, ContentCardType> {
  return Object.fromEntries(
    Object.values(catalogue.cards).map((card) => [
      card.key,
      { key: card.key, messageOptions: card.messageOptions, yearRound: card.yearRound },
    ]),
  );
}
