import { describe, expect, it } from 'vitest';
import {
  QUESTS,
  questBossText,
  questByKey,
  questCategories,
  questCollectText,
  questCompletionChatText,
  questCompletionText,
  questDesperationText,
  questDropEggKeys,
  questDropPotionKeys,
  questDropTypes,
  questRageText,
  questText,
} from './index.ts';

const keys = QUESTS.map((quest) => quest.key);

describe('quest catalogue invariants', () => {
  it('has no duplicate quest keys', () => {
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is sorted by level, quests without a level first', () => {
    const levels = QUESTS.map((quest) => quest.lvl ?? 0);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(QUESTS[0]?.lvl).toBeUndefined();
    expect(QUESTS.at(-1)?.lvl).toBe(60);
  });

  it('finds quests by key and nothing else', () => {
    expect(questByKey('atom1')?.lvl).toBe(15);
    expect(questByKey('nope')).toBeUndefined();
    expect(questByKey('constructor')).toBeUndefined();
  });

  it.each(QUESTS.map((quest) => [quest.key, quest] as const))('%s is well formed', (key, quest) => {
    expect(questCategories).toContain(quest.category);
    expect(quest.completion).toBe(key);
    expect(Boolean(quest.boss) !== Boolean(quest.collect)).toBe(true);
    if (quest.boss) {
      expect(quest.boss.hp).toBeGreaterThan(0);
      expect(quest.boss.str).toBeGreaterThan(0);
      expect(quest.boss.def).toBeGreaterThanOrEqual(1);
    }
    for (const count of Object.values(quest.collect ?? {})) expect(count).toBeGreaterThan(0);
    for (const item of quest.drop.items) {
      expect(questDropTypes).toContain(item.type);
      expect(item.key).not.toBe('');
      if (item.type === 'quests') expect(questByKey(item.key)).toBeDefined();
    }
    for (const prerequisite of quest.prereqQuests ?? []) {
      expect(questByKey(prerequisite)).toBeDefined();
    }
    if (quest.previous) expect(quest.prereqQuests).toContain(quest.previous);
  });

  it('prices gold quests in gold (200 to 700) and only gold quests', () => {
    for (const quest of QUESTS) {
      if (quest.category === 'gold') {
        expect(quest.goldValue).toBeGreaterThanOrEqual(200);
        expect(quest.goldValue).toBeLessThanOrEqual(700);
      } else {
        expect(quest.goldValue).toBeUndefined();
      }
    }
  });
});

describe('quest text', () => {
  it.each(keys)('%s has a title, a story and a completion message', (key) => {
    expect(questText[key]?.text.trim()).not.toBe('');
    expect(questText[key]?.notes?.trim()).not.toBe('');
    expect(questCompletionText[key]?.text.trim()).not.toBe('');
  });

  it('names every boss, and only quests with a boss', () => {
    const bossQuests = QUESTS.filter((quest) => quest.boss).map((quest) => quest.key);
    expect(Object.keys(questBossText).sort()).toEqual([...bossQuests].sort());
  });

  it('names every collect item', () => {
    for (const quest of QUESTS) {
      for (const item of Object.keys(quest.collect ?? {})) {
        expect(questCollectText[item]?.text, `${quest.key}.${item}`).toBeTruthy();
      }
    }
  });

  it('describes every rage, desperation and completion chat, and nothing extra', () => {
    const raging = QUESTS.filter((quest) => quest.boss?.rage).map((quest) => quest.key);
    expect(Object.keys(questRageText).sort()).toEqual([...raging].sort());
    for (const key of raging) expect(questRageText[key]?.notes).toBeTruthy();
    const desperate = QUESTS.filter((quest) => quest.boss?.desperation).map((quest) => quest.key);
    expect(Object.keys(questDesperationText)).toEqual(desperate);
    const chatty = QUESTS.filter((quest) => quest.hasCompletionChat).map((quest) => quest.key);
    expect(Object.keys(questCompletionChatText).sort()).toEqual([...chatty].sort());
  });

  it('has text only for quests that exist', () => {
    for (const table of [questText, questCompletionText, questBossText]) {
      for (const key of Object.keys(table)) expect(keys).toContain(key);
    }
  });
});

describe('keys other families must define', () => {
  it('lists each dropped egg and potion once', () => {
    expect(new Set(questDropEggKeys).size).toBe(questDropEggKeys.length);
    expect(new Set(questDropPotionKeys).size).toBe(questDropPotionKeys.length);
  });

  it.each([
    ['eggs', ['TRex', 'SeaSerpent', 'Yarn', 'Rock', 'Kangaroo', 'Robot', 'Egg', 'Dragon']],
    ['potions', ['Amber', 'BlackPearl', 'Bronze', 'MossyStone', 'Opal', 'SolarSystem', 'Base']],
  ] as const)('includes the expected %s', (family, expected) => {
    const listed = family === 'eggs' ? questDropEggKeys : questDropPotionKeys;
    for (const key of expected) expect(listed).toContain(key);
  });
});
