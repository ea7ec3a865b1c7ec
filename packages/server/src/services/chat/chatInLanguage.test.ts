// Chat's system messages in the reader's language: stored once (English `text` beside `info`),
// written from `info` for each reader on every read — GET chat, the group's chat in GET /groups/:id,
// the live stream — while an English reader gets the stored text as it is.
import { loadCatalogueTable, questText } from '@questlog/core';
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { groupCalls, type Json } from '../../../test/helpers/groupCalls.ts';
import { openLiveStream, useLiveApps } from '../../../test/helpers/liveClient.ts';
import { englishNames } from '../../i18n/catalogueNames.ts';
import { systemMessageText } from './systemMessageText.ts';

/** The quest's title as a German reader reads it: the German table's, else English. */
async function germanTitle(key: string): Promise<string> {
  return (await loadCatalogueTable('de', 'quests'))?.[key]?.text ?? questText[key]!.text;
}

describe('a system message written from its info', () => {
  const names = {
    memberName: (id?: string) => (id === 'u1' ? 'Ann' : undefined),
    catalogue: englishNames,
  };

  it('keeps the English the chat stored before', () => {
    const damage = { type: 'boss_damage', user: 'u1', quest: 'rat', userDamage: 12.5 };
    expect(systemMessageText({ ...damage, bossDamage: 5 }, 'en', names)).toBe(
      'Ann attacks Gnawcrown the Rat for 12.5 damage. Gnawcrown the Rat attacks the party for 5 damage.',
    );
    expect(systemMessageText({ type: 'quest_abort', quest: 'nope' }, 'en', names)).toBe(
      'Someone aborted the party quest nope.',
    );
  });

  it('writes numbers, lists and places in the reader’s language', () => {
    const damage = { type: 'boss_damage', user: 'u1', quest: 'rat', userDamage: 1234.5 };
    expect(systemMessageText({ ...damage, bossDamage: 2.5 }, 'de', names)).toBe(
      'Ann greift Gnawcrown the Rat an und richtet 1.234,5 Schaden an. ' +
        'Gnawcrown the Rat greift die Gruppe an und richtet 2,5 Schaden an.',
    );
    const found = { type: 'user_found_items', quest: 'x', items: { a: 2, b: 0, c: 1 } };
    expect(systemMessageText(found, 'ja', names)).toBe('だれかがa×2、c×1を見つけました。');
    const rage = { type: 'tavern_boss_rage', quest: 'x', scene: 'seasonalShop' };
    expect(systemMessageText(rage, 'fr', names)).toBe(
      'Le boss entre en rage et frappe la boutique saisonnière !',
    );
    expect(systemMessageText({ type: 'who_knows' }, 'fr', names)).toBe('who_knows');
  });
});

describe.each(databasesUnderTest())('chat system messages by reader on $name', (database) => {
  const apps = useLiveApps(database);
  const as = (account: TestAccount) => groupCalls(apps.poster, account);
  const texts = (chat: Json) =>
    (chat as Json[]).filter((message) => message.uuid === 'system').map((message) => message.text);

  it('are German for a German reader and English for an English one, stored once', async () => {
    const [ada, bob] = [await registerAccount(apps.poster), await registerAccount(apps.poster)];
    const party = await as(ada).createParty();
    await as(ada).invite(party.id, { uuids: [bob.id] });
    await as(bob).join(party.id);
    await as(bob).ok('PUT', '/user', { 'preferences.language': 'de' });
    const adaName = (await as(ada).user()).profile.name as string;
    const stream = await openLiveStream(apps.listenerUrl, bob);

    await apps.test.db.query(
      `UPDATE users SET items = jsonb_set(items, '{quests,rat}', '1') WHERE id = $1`,
      [ada.id],
    );
    await as(ada).ok('POST', '/groups/party/quests/invite/rat');
    await as(bob).ok('POST', '/groups/party/quests/accept'); // everyone said yes: it starts
    await as(ada).ok('POST', '/groups/party/quests/abort');

    const title = questText.rat!.text;
    const german = await germanTitle('rat');
    const english = [
      `${adaName} aborted the party quest ${title}.`,
      `Your quest, ${title}, has started.`,
    ];
    const inGerman = [
      `${adaName} hat die Gruppenquest „${german}“ abgebrochen.`,
      `Eure Quest „${german}“ hat begonnen.`,
    ];
    expect(texts(await as(ada).ok('GET', '/groups/party/chat'))).toEqual(english);
    expect(texts(await as(bob).ok('GET', '/groups/party/chat'))).toEqual(inGerman);
    expect(texts((await as(ada).party()).chat)).toEqual(english);
    expect(texts((await as(bob).party()).chat)).toEqual(inGerman);
    // Stored once, in English, with its info.
    const stored = await apps.test.db.query<{ text: string; info: Json }>(
      `SELECT text, info FROM chat_messages WHERE group_id = $1 AND author_id IS NULL
       ORDER BY created_at DESC, id DESC`,
      [party.id],
    );
    expect(stored.map((row) => row.text).sort()).toEqual([...english].sort());
    expect(stored.map((row) => row.info.type).sort()).toEqual(['quest_abort', 'quest_start']);

    const heard = await stream.waitUntil(
      (events) => events.filter((event) => event.type === 'chat.messagePosted').length >= 2,
    );
    expect(
      heard
        .filter((event) => event.type === 'chat.messagePosted')
        .map((event) => event.data.message.text),
    ).toEqual([...inGerman].reverse());
    stream.close();
  });
});
