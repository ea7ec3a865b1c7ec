// Buying with gems and hourglasses, and unlocking customisations (issue 7).
import { formatMessage } from '@questlog/core';
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { type Answer, messagePattern, useShopTest } from './shopTestKit.ts';

describe.each(databasesUnderTest())('gem and hourglass shop calls on $name', (database) => {
  const { t, setStats, setBalance, setOwnedGear, setItems, setPurchased, plan, call, user, ok } =
    useShopTest(database);

  describe('buying with gems and hourglasses, and unlocks', () => {
    it('POST /user/purchase/:type/:key: eggs at 3 gems each; answers items, stats, balance, purchased', async () => {
      const ada = await registerAccount(t.app);
      await setBalance(ada, 2);
      const body = await ok(ada, '/user/purchase/eggs/Wolf', { quantity: 2 });
      expect(body.data).toMatchObject({ balance: 0.5, items: { eggs: { Wolf: 2 } } });
      expect((await user(ada)).balance).toBe(0.5);
    });

    it('POST /user/purchase/bundles/:key: three quests for 7 gems', async () => {
      const ada = await registerAccount(t.app);
      await setBalance(ada, 2);
      const body = await ok(ada, '/user/purchase/bundles/featheredFriends');
      expect(body.data.items.quests).toMatchObject({ falcon: 1, harpy: 1, owl: 1 });
      expect(body.data.balance).toBe(0.25);
    });

    it('POST /user/purchase/gems/gem: subscribers exchange 20 gold a gem', async () => {
      const ada = await registerAccount(t.app);
      await setStats(ada, { gp: 100 });
      await setPurchased(ada, plan({ customerId: 'cus_1', gemsBought: 20 }));
      const body = await ok(ada, '/user/purchase/gems/gem', { quantity: 4 });
      expect(body.data).toMatchObject({ balance: 1, stats: { gp: 20 } });
      expect(body.data.purchased.plan.gemsBought).toBe(24);
      const refused = await call(ada, '/user/purchase/gems/gem');
      expect(refused.statusCode).toBe(401);
      expect(refused.json<Answer>().message).toBe(formatMessage('maxBuyGems'));
    });

    it('POST /user/purchase-hourglass/:type/:key: a time-travel pet and a background', async () => {
      const ada = await registerAccount(t.app);
      await setPurchased(
        ada,
        plan({ consecutive: { count: 2, offset: 0, trinkets: 2, gemCapExtra: 0 } }),
      );
      const pet = await ok(ada, '/user/purchase-hourglass/pets/Mammoth-Base');
      expect(pet.data.items.pets['Mammoth-Base']).toBe(5);
      const background = await ok(ada, '/user/purchase-hourglass/backgrounds/airship');
      expect(background.data.purchased.background.airship).toBe(true);
      expect(background.data.purchased.plan.consecutive.trinkets).toBe(0);
    });

    it('POST /user/unlock?path=: one colour for 2 gems and worn; a full set for 5', async () => {
      const ada = await registerAccount(t.app);
      await setBalance(ada, 2);
      const one = await ok(ada, '/user/unlock?path=hair.color.rainbow');
      expect(one.message).toBe('Items have been unlocked.');
      expect(one.data).toMatchObject({
        balance: 1.5,
        purchased: { hair: { color: { rainbow: true } } },
        preferences: { hair: { color: 'rainbow' } },
      });
      const skins = [
        'eb052b',
        'f69922',
        'f5d70f',
        '0ff591',
        '2b43f6',
        'd7a9f7',
        '800ed0',
        'rainbow',
      ];
      const set = await ok(ada, `/user/unlock?path=${skins.map((s) => `skin.${s}`).join(',')}`);
      expect(set.data.balance).toBe(0.25);
      expect(Object.keys(set.data.purchased.skin)).toHaveLength(8);
      const after = await user(ada);
      expect(after.preferences.hair.color).toBe('rainbow');
      expect(after.balance).toBe(0.25);
    });
  });

  // Every refusal, on a player with nothing: 0 gold, 0 gems, full health, no hourglass.
  it.each([
    [
      '/user/buy-gear/armor_warrior_99',
      undefined,
      404,
      'itemNotFound',
      { key: 'armor_warrior_99' },
    ],
    ['/user/buy-gear/armor_warrior_1', undefined, 401, 'messageNotEnoughGold'],
    ['/user/buy-gear/armor_rogue_1', undefined, 401, 'cannotBuyItem'],
    ['/user/buy-gear/armor_warrior_3', undefined, 401, 'previousGearNotOwned'],
    ['/user/buy-gear/armor_special_yeti', undefined, 401, 'messageNotAvailable'],
    ['/user/buy-health-potion', undefined, 401, 'messageHealthAlreadyMax'],
    ['/user/buy/potion', undefined, 401, 'messageHealthAlreadyMax'],
    ['/user/buy-armoire', undefined, 401, 'messageNotEnoughGold'],
    ['/user/buy-armoire', { quantity: 2 }, 400, 'messageNotAbleToBuyInBulk'],
    ['/user/buy-quest/nope', undefined, 404, 'questNotFound', { key: 'nope' }],
    ['/user/buy-quest/gryphon', undefined, 401, 'questNotGoldPurchasable', { key: 'gryphon' }],
    ['/user/buy-quest/lostMasterclasser1', undefined, 401, 'questUnlockLostMasterclasser'],
    ['/user/buy-quest/dilatoryDistress1', { quantity: 0 }, 400, 'invalidQuantity'],
    ['/user/buy-special-spell/greeting', undefined, 404, 'spellNotFound', { spellId: 'greeting' }],
    ['/user/buy-special-spell/snowball', undefined, 401, 'messageNotAvailable'],
    ['/user/buy-mystery-set/201402', undefined, 401, 'notEnoughHourglasses'],
    ['/user/buy-mystery-set/wondercon', undefined, 404, 'mysterySetNotFound'],
    ['/user/buy/beach', { type: 'backgrounds' }, 400, 'useUnlockForCosmetics'],
    ['/user/buy/x', { type: 'trinkets' }, 400, 'wrongItemType', { type: 'trinkets' }],
    ['/user/purchase/eggs/Wolf', undefined, 401, 'notEnoughGems'],
    ['/user/purchase/eggs/Wolf', { quantity: 'x' }, 400, 'invalidQuantity'],
    ['/user/purchase/backgrounds/beach', undefined, 400, 'useUnlockForCosmetics'],
    ['/user/purchase/armoire/x', undefined, 401, 'notAccteptedType', { type: 'armoire' }],
    [
      '/user/purchase/eggs/Nope',
      undefined,
      404,
      'contentKeyNotFound',
      { type: 'eggs', key: 'Nope' },
    ],
    ['/user/purchase/eggs/Gryphon', undefined, 401, 'messageNotAvailable'],
    ['/user/purchase/hatchingPotions/RoyalPurple', undefined, 401, 'messageNotAvailable'],
    [
      '/user/purchase/quests/dilatoryDistress1',
      undefined,
      401,
      'questNotGemPurchasable',
      { key: 'dilatoryDistress1' },
    ],
    ['/user/purchase/pets/Wolf-Base', undefined, 404, 'petNotFound', { key: 'Wolf-Base' }],
    ['/user/purchase/pets/Gryphatrice-Jubilant', undefined, 401, 'messageNotAvailable'],
    ['/user/purchase/gems/gem', undefined, 401, 'mustSubscribeToPurchaseGems'],
    ['/user/purchase-hourglass/backgrounds/open_waters', undefined, 401, 'notAllowedHourglass'],
    ['/user/purchase-hourglass/quests/gryphon', undefined, 401, 'notAllowedHourglass'],
    [
      '/user/purchase-hourglass/eggs/Wolf',
      undefined,
      401,
      'typeNotAllowedHourglass',
      { type: 'eggs' },
    ],
    ['/user/purchase-hourglass/pets/Mammoth-Base', undefined, 401, 'notEnoughHourglasses'],
    ['/user/unlock', undefined, 400, 'pathRequired'],
    ['/user/unlock?path=hair.color.plaid', undefined, 400, 'invalidUnlockSet'],
    [
      '/user/unlock?path=background.blue',
      undefined,
      401,
      'incentiveBackgroundsUnlockedWithCheckins',
    ],
    ['/user/unlock?path=hair.color.rainbow', undefined, 401, 'notEnoughGems'],
  ] as const)('refuses POST %s %o with %d %s', async (url, body, status, key, params?: object) => {
    const before = await user(t.blank);
    const response = await call(t.blank, url, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<Answer>()).toMatchObject({
      success: false,
      message: formatMessage(key, (params ?? {}) as Record<string, string>),
    });
    expect((await user(t.blank))._v).toBe(before._v);
  });

  // Refusals that need something owned or a subscription first.
  it.each([
    [
      'gear owned (gold)',
      (a: TestAccount) => setOwnedGear(a, { armor_warrior_1: true }),
      '/user/buy-gear/armor_warrior_1',
      undefined,
      401,
      'equipmentAlreadyOwned',
    ],
    [
      'gear owned (gems)',
      async (a: TestAccount) => {
        await setOwnedGear(a, { armor_warrior_1: true });
        await setBalance(a, 5);
      },
      '/user/purchase/gear/armor_warrior_1',
      undefined,
      401,
      'alreadyHave',
    ],
    [
      'no health',
      (a: TestAccount) => setStats(a, { hp: 0, gp: 100 }),
      '/user/buy-health-potion',
      undefined,
      401,
      'messageHealthAlreadyMin',
    ],
    [
      'a gold quest before its earlier part',
      (a: TestAccount) => setStats(a, { gp: 1000 }),
      '/user/buy-quest/dilatoryDistress2',
      undefined,
      401,
      'mustComplete',
    ],
    [
      'more gems than the month allows',
      async (a: TestAccount) => {
        await setStats(a, { gp: 1000 });
        await setPurchased(a, plan({ customerId: 'cus_1', gemsBought: 22 }));
      },
      '/user/purchase/gems/gem',
      { quantity: 3 },
      401,
      'reachedGoldToGemCapQuantity',
    ],
    [
      'gems without the gold',
      (a: TestAccount) => setPurchased(a, plan({ customerId: 'cus_1' })),
      '/user/purchase/gems/gem',
      undefined,
      401,
      'messageNotEnoughGold',
    ],
    [
      'a time-travel pet owned',
      async (a: TestAccount) => {
        await setPurchased(
          a,
          plan({ consecutive: { count: 1, offset: 0, trinkets: 5, gemCapExtra: 0 } }),
        );
        await setItems(a, { pets: { 'Mammoth-Base': 5 } });
      },
      '/user/purchase-hourglass/pets/Mammoth-Base',
      undefined,
      401,
      'petsAlreadyOwned',
    ],
    [
      'a time-travel mount owned',
      async (a: TestAccount) => {
        await setPurchased(
          a,
          plan({ consecutive: { count: 1, offset: 0, trinkets: 5, gemCapExtra: 0 } }),
        );
        await setItems(a, { mounts: { 'Phoenix-Base': true } });
      },
      '/user/purchase-hourglass/mounts/Phoenix-Base',
      undefined,
      401,
      'mountsAlreadyOwned',
    ],
    [
      'a time-travel background owned',
      (a: TestAccount) =>
        setPurchased(a, {
          ...plan({ consecutive: { count: 1, offset: 0, trinkets: 5, gemCapExtra: 0 } }),
          background: { airship: true },
        }),
      '/user/purchase-hourglass/backgrounds/airship',
      undefined,
      401,
      'backgroundAlreadyOwned',
    ],
    [
      'a set owned',
      async (a: TestAccount) => {
        await setBalance(a, 5);
        await setPurchased(a, {
          background: { open_waters: true, coral_reef: true, seafarer_ship: true },
        });
      },
      '/user/unlock?path=background.open_waters,background.coral_reef,background.seafarer_ship',
      undefined,
      401,
      'alreadyUnlocked',
    ],
    [
      'the rest of a set cheaper one by one',
      async (a: TestAccount) => {
        await setBalance(a, 5);
        await setPurchased(a, { background: { open_waters: true } });
      },
      '/user/unlock?path=background.open_waters,background.coral_reef,background.seafarer_ship',
      undefined,
      401,
      'alreadyUnlockedPart',
    ],
  ] as const)('refuses %s', async (_case, setUp, url, body, status, key) => {
    const account = await registerAccount(t.app);
    await setUp(account);
    const response = await call(account, url, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<Answer>().message).toMatch(messagePattern(key));
  });
});
