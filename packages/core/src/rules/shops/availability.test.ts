import { describe, expect, it } from 'vitest';
import { questByKey } from '../../content/quests/index.ts';
import { isLimitedSaleOn, isQuestOnSale, isStableItemOnSale } from './availability.ts';
import { makePlayer } from './shopTestKit.ts';

const d = (iso: string) => new Date(iso);

describe('shop availability', () => {
  it('sells seasonal quests only during the gala of their season', () => {
    const evilsanta = questByKey('evilsanta')!;
    expect(isQuestOnSale(evilsanta, d('2026-01-10T12:00:00Z'))).toBe(true);
    expect(isQuestOnSale(evilsanta, d('2026-03-10T12:00:00Z'))).toBe(false);
    expect(isQuestOnSale(questByKey('gryphon')!, d('2026-03-10T12:00:00Z'))).toBe(true);
    expect(isQuestOnSale(questByKey('robot')!, d('2026-03-10T12:00:00Z'))).toBe(false);
  });

  it('holds named sales to their event (birthday10 from 30 Jan to 8 Feb 2023)', () => {
    expect(isLimitedSaleOn(d('2023-02-01T12:00:00Z'), 'birthday10')).toBe(true);
    expect(isLimitedSaleOn(d('2023-02-10T12:00:00Z'), 'birthday10')).toBe(false);
  });

  it('sells limited potions during a gala or a potions event only', () => {
    expect(isLimitedSaleOn(d('2026-04-10T12:00:00Z'))).toBe(true);
    expect(isLimitedSaleOn(d('2024-05-20T12:00:00Z'))).toBe(true); // potions202405
    expect(isLimitedSaleOn(d('2026-03-10T12:00:00Z'))).toBe(false);
  });

  it('sells quest-unlocked stable items once one of their quests is completed', () => {
    const purchase = { kind: 'afterQuest', questKeys: ['trex', 'trex_undead'] } as const;
    const now = d('2026-03-10T12:00:00Z');
    expect(isStableItemOnSale(purchase, makePlayer(), now)).toBe(false);
    const done = makePlayer({
      achievements: { ...makePlayer().achievements, quests: { trex_undead: 1 } },
    });
    expect(isStableItemOnSale(purchase, done, now)).toBe(true);
    expect(isStableItemOnSale({ kind: 'never' }, done, now)).toBe(false);
  });
});
