// Item keys that name properties every JavaScript object has (`constructor`, `__proto__`,
// `toString`…) are unknown items like any other: the same refusal as a made-up key, and nothing
// written (issue 13). They once matched the catalogues' and the inventory's inherited properties.
import { beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import { useTestApp } from '../../test/helpers/useTestApp.ts';

const INHERITED_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
const MADE_UP = 'noSuchItemZz';

// `{key}` is where the item key goes.
const CALLS = [
  'POST /user/sell/eggs/{key}',
  'POST /user/sell/hatchingPotions/{key}',
  'POST /user/sell/food/{key}',
  'POST /user/equip/pet/{key}',
  'POST /user/equip/mount/{key}',
  'POST /user/equip/equipped/{key}',
  'POST /user/equip/costume/{key}',
  'POST /user/feed/{key}/Meat',
  'POST /user/feed/Wolf-Base/{key}',
  'POST /user/hatch/{key}/Base',
  'POST /user/hatch/Wolf/{key}',
  'POST /user/class/cast/{key}',
  'POST /user/read-card/{key}',
  'POST /user/buy/{key}',
  'POST /user/buy-gear/{key}',
  'POST /user/buy-quest/{key}',
  'POST /user/buy-special-spell/{key}',
  'POST /user/buy-mystery-set/{key}',
  'POST /user/purchase/eggs/{key}',
  'POST /user/purchase/hatchingPotions/{key}',
  'POST /user/purchase/premiumHatchingPotions/{key}',
  'POST /user/purchase/food/{key}',
  'POST /user/purchase/quests/{key}',
  'POST /user/purchase/gear/{key}',
  'POST /user/purchase/bundles/{key}',
  'POST /user/purchase-hourglass/pets/{key}',
  'POST /user/purchase-hourglass/mounts/{key}',
  'POST /user/purchase-hourglass/quests/{key}',
  'POST /user/purchase-hourglass/backgrounds/{key}',
  'POST /user/unlock?path=background.{key}',
  'POST /user/unlock?path=hair.color.{key}',
  'POST /user/unlock?path=skin.{key}',
  'POST /user/change-class?class={key}',
  'POST /user/allocate?stat={key}',
  'GET /user/toggle-pinned-item/eggs/eggs.{key}',
];

describe.each(databasesUnderTest())(
  'inherited property names as item keys on $name',
  (database) => {
    const t = useTestApp(database, { accounts: ['ada'] });
    beforeAll(async () => {
      // Rich enough that no refusal is about gold, gems, mana or level.
      await t.test.db.query(
        `UPDATE users SET gems = 400,
         stats = stats || '{"gp": 10000, "mp": 1000, "lvl": 50, "class": "wizard", "points": 5}',
         items = items || '{"eggs": {"Wolf": 2}, "hatchingPotions": {"Base": 2},
                            "food": {"Meat": 2}, "pets": {"Wolf-Base": 5}}'
       WHERE id = $1`,
        [t.ada.id],
      );
    });

    const call = (template: string, key: string) => {
      const [method, url] = template.replace('{key}', encodeURIComponent(key)).split(' ');
      return t.app.inject({
        method: method as 'GET' | 'POST',
        url: `/api/v4${url}`,
        headers: t.ada.headers,
      });
    };
    const playerState = async () => {
      const [row] = await t.test.db.query(
        'SELECT stats, items, gems, purchased, preferences, flags FROM users WHERE id = $1',
        [t.ada.id],
      );
      return row;
    };

    it.each(CALLS)('%s refuses inherited names as it refuses a made-up key', async (template) => {
      const unknown = await call(template, MADE_UP);
      expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
      expect(unknown.statusCode).toBeLessThan(500);
      const before = await playerState();

      for (const key of INHERITED_KEYS) {
        const response = await call(template, key);

        const expected = unknown.json<{ error: string; message: string }>();
        expect({ key, status: response.statusCode, ...response.json() }).toMatchObject({
          key,
          status: unknown.statusCode,
          success: false,
          error: expected.error,
          message: expected.message.replaceAll(MADE_UP, key),
        });
      }
      expect(await playerState()).toEqual(before);
    });
  },
);
