import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../testing/factories.ts';
import { buyQuestWithGold } from './questPurchase.ts';
import { expectRefusal, makePlayer } from './shopTestKit.ts';

const now = { now: TEST_NOW };
const completed = (...keys: string[]) => ({
  ...makePlayer().achievements,
  quests: Object.fromEntries(keys.map((key) => [key, 1])),
});

describe('buyQuestWithGold', () => {
  it('sells a gold campaign part for its gold value, per scroll', () => {
    const result = buyQuestWithGold(
      makePlayer({ stats: { gp: 450 } }),
      { key: 'dilatoryDistress1', quantity: 2 },
      now,
    );
    expect(result.player.stats.gp).toBe(50);
    expect(result.player.items.quests.dilatoryDistress1).toBe(2);
  });

  it('sells part 2 once part 1 is completed', () => {
    const player = makePlayer({ stats: { gp: 300 }, achievements: completed('dilatoryDistress1') });
    const result = buyQuestWithGold(player, { key: 'dilatoryDistress2' }, now);
    expect(result.player.stats.gp).toBe(0);
  });

  it('sells lostMasterclasser1 once the twelve campaign quests are done', () => {
    const campaigns = [
      'dilatoryDistress',
      'mayhemMistiflying',
      'stoikalmCalamity',
      'taskwoodsTerror',
    ];
    const player = makePlayer({
      stats: { gp: 400 },
      achievements: completed(...campaigns.flatMap((c) => [`${c}1`, `${c}2`, `${c}3`])),
    });
    expect(buyQuestWithGold(player, { key: 'lostMasterclasser1' }, now).player.stats.gp).toBe(0);
  });

  it.each([
    ['an unknown quest', { key: 'nope' }, {}, 'questNotFound', 404],
    ['a gem quest', { key: 'gryphon' }, { stats: { gp: 999 } }, 'questNotGoldPurchasable', 401],
    [
      'part 2 before part 1',
      { key: 'dilatoryDistress2' },
      { stats: { gp: 999 } },
      'mustComplete',
      401,
    ],
    [
      'lostMasterclasser1 before the campaigns',
      { key: 'lostMasterclasser1' },
      { stats: { gp: 999 } },
      'questUnlockLostMasterclasser',
      401,
    ],
    [
      'too little gold',
      { key: 'dilatoryDistress1' },
      { stats: { gp: 199 } },
      'messageNotEnoughGold',
      401,
    ],
    ['a zero quantity', { key: 'dilatoryDistress1', quantity: 0 }, {}, 'invalidQuantity', 400],
  ] as const)('refuses %s', (_case, params, overrides, key, status) => {
    expectRefusal(() => buyQuestWithGold(makePlayer(overrides), params, now), key, status);
  });
});
