// `quests` by key, `questsByLevel` (the same quests sorted by required level) and `bundles`, as
// the original's clients read them: the boss with its name and rage, collect goals with their
// names, and drops with each item's name.
import {
  questCategories,
  type Boss,
  type LocalizedCatalogue,
  type LocalizedItem,
  type Quest,
  type QuestBundle,
  type QuestCategory,
  type QuestDrop,
  type UnlockCondition,
} from '@questlog/core';
import { itemTextOf } from './itemText.ts';
import { keyedBy, present } from './keyed.ts';

export interface ContentRage {
  title: string;
  description: string;
  /** The rage meter threshold. */
  value: number;
  healing?: number;
  mpDrain?: number;
  progressDrain?: number;
  /** World bosses: the shop areas struck, in order. */
  areas?: readonly string[];
}

export interface ContentBoss {
  name: string;
  hp: number;
  str: number;
  def: number;
  rage?: ContentRage;
  desperation?: { threshold: number; str: number; def: number; text: string };
}

export interface ContentQuestDrop {
  items: { type: string; key: string; text: string; onlyOwner?: true }[];
  gp: number;
  exp: number;
}

export interface ContentQuest {
  key: string;
  text: string;
  notes: string;
  completion: string;
  completionChat?: string;
  category: QuestCategory;
  /** Price in gems. */
  value: number;
  goldValue?: number;
  lvl?: number;
  canBuy: boolean;
  boss?: ContentBoss;
  collect?: Record<string, { text: string; count: number }>;
  drop: ContentQuestDrop;
  previous?: string;
  prereqQuests?: readonly string[];
  unlockCondition?: UnlockCondition;
  colors?: Quest['colors'];
}

export interface ContentBundle {
  key: string;
  text: string;
  notes: string;
  bundleKeys: readonly string[];
  type: 'quests';
  /** Price in gems. */
  value: number;
}

type LocalizedQuest = LocalizedItem<Quest>;

function presentRage(quest: LocalizedQuest, boss: Boss): ContentRage | undefined {
  if (boss.rage === undefined) return undefined;
  const effect = boss.rage.effect;
  return {
    title: quest.texts?.rage?.text ?? '',
    description: quest.texts?.rage?.notes ?? '',
    value: boss.rage.value,
    ...(effect ? { [effect.kind]: effect.amount } : {}),
    ...present('areas', boss.rage.areas),
  };
}

function presentBoss(quest: LocalizedQuest, boss: Boss): ContentBoss {
  const desperation = boss.desperation;
  return {
    name: quest.texts?.boss?.text ?? quest.text,
    hp: boss.hp,
    str: boss.str,
    def: boss.def,
    ...present('rage', presentRage(quest, boss)),
    ...present(
      'desperation',
      desperation && { ...desperation, text: quest.texts?.desperation?.text ?? '' },
    ),
  };
}

function presentDrop(catalogue: LocalizedCatalogue, drop: QuestDrop): ContentQuestDrop {
  return {
    items: drop.items.map((item) => ({
      type: item.type,
      key: item.key,
      text: itemTextOf(catalogue, item.type, item.key),
      ...present('onlyOwner', item.onlyOwner && (true as const)),
    })),
    gp: drop.gp,
    exp: drop.exp,
  };
}

function presentCollect(
  catalogue: LocalizedCatalogue,
  collect: Quest['collect'],
): ContentQuest['collect'] {
  if (collect === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(collect).map(([key, count]) => [
      key,
      { text: catalogue.questCollectibles[key]?.text ?? key, count },
    ]),
  );
}

export function presentQuest(catalogue: LocalizedCatalogue, quest: LocalizedQuest): ContentQuest {
  return {
    key: quest.key,
    text: quest.text,
    notes: quest.notes ?? '',
    completion: quest.texts?.completion?.text ?? '',
    ...present('completionChat', quest.texts?.completionChat?.text),
    category: quest.category,
    value: quest.value,
    ...present('goldValue', quest.goldValue),
    ...present('lvl', quest.lvl),
    canBuy: quest.canBuy,
    ...present('boss', quest.boss && presentBoss(quest, quest.boss)),
    ...present('collect', presentCollect(catalogue, quest.collect)),
    drop: presentDrop(catalogue, quest.drop),
    ...present('previous', quest.previous),
    ...present('prereqQuests', quest.prereqQuests),
    ...present('unlockCondition', quest.unlockCondition),
    ...present('colors', quest.colors),
  };
}

export interface ContentQuests {
  quests: Record<string, ContentQuest>;
  /** Every quest, by required level (none counts as 0), catalogue order within a level. */
  questsByLevel: ContentQuest[];
  bundles: Record<string, ContentBundle>;
  /** The quest categories a player can hold scrolls of: all of ours. */
  userCanOwnQuestCategories: readonly QuestCategory[];
}

export function presentQuests(catalogue: LocalizedCatalogue): ContentQuests {
  const quests = Object.values(catalogue.quests).map((quest) => presentQuest(catalogue, quest));
  const bundles = Object.values(catalogue.questBundles).map(
    (bundle: LocalizedItem<QuestBundle>): ContentBundle => ({
      key: bundle.key,
      text: bundle.text,
      notes: bundle.notes ?? '',
      bundleKeys: bundle.bundleKeys,
      type: bundle.type,
      value: bundle.value,
    }),
  );
  return {
    quests: keyedBy(quests, (quest) => quest.key),
    questsByLevel: [...quests].sort((a, b) => (a.lvl ?? 0) - (b.lvl ?? 0)),
    bundles: keyedBy(bundles, (bundle) => bundle.key),
    userCanOwnQuestCategories: questCategories,
  };
}
