// A shop's or an item's success message in the player's language: the catalogue's template with
// the item's name from the content catalogue's translation (English where a table is not there
// yet); an English player gets core's English text byte for byte.
import { formatMessage, gearText, loadCatalogueTable } from '@questlog/core';
import { describe, expect, it } from 'vitest';
import type { TestAccount } from '../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import { playerState } from '../../test/helpers/playerState.ts';
import { useTestApp } from '../../test/helpers/useTestApp.ts';

const GEAR = 'armor_warrior_1';

async function gearName(language: string): Promise<string> {
  return (await loadCatalogueTable(language, 'gear'))?.[GEAR]?.text ?? gearText[GEAR]!.text;
}

describe.each(databasesUnderTest())('success messages by language on $name', (database) => {
  const t = useTestApp(database, { accounts: ['ann', 'bea'] });
  const { setStats } = playerState(t);

  async function messageOf(account: TestAccount, url: string, language?: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v4${url}`,
      headers: { ...account.headers, ...(language ? { 'accept-language': language } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ message?: string }>().message;
  }

  async function speak(account: TestAccount, language: string) {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v4/user',
      headers: account.headers,
      payload: { 'preferences.language': language },
    });
    expect(saved.statusCode).toBe(200);
  }

  it('are English, as before, for an English player (whatever Accept-Language says)', async () => {
    await speak(t.ann, 'en');
    await setStats(t.ann, { gp: 100, hp: 20 });
    const english = gearText[GEAR]!.text;
    expect(await messageOf(t.ann, `/user/buy-gear/${GEAR}`, 'de')).toBe(
      formatMessage('messageBought', { itemText: english }),
    );
    // bought gear is worn at once: the first equip takes it off
    expect(await messageOf(t.ann, `/user/equip/equipped/${GEAR}`)).toBe(`${english} unequipped.`);
    expect(await messageOf(t.ann, `/user/equip/equipped/${GEAR}`)).toBe(`${english} equipped.`);
    expect(await messageOf(t.ann, '/user/buy-health-potion')).toBe(
      formatMessage('messageHealthPotion', { quantity: 1 }),
    );
  });

  it('follow a German player’s language, names included', async () => {
    await speak(t.bea, 'de');
    await setStats(t.bea, { gp: 100 });
    const name = await gearName('de');
    expect(await messageOf(t.bea, `/user/buy-gear/${GEAR}`)).toBe(`${name} gekauft.`);
    expect(await messageOf(t.bea, `/user/equip/equipped/${GEAR}`)).toBe(`${name} abgelegt.`);
    expect(await messageOf(t.bea, `/user/equip/equipped/${GEAR}`, 'en')).toBe(`${name} angelegt.`);
    await speak(t.bea, 'ja');
    expect(await messageOf(t.bea, `/user/equip/equipped/${GEAR}`)).toBe(
      `${await gearName('ja')}を外しました。`,
    );
  });
});
