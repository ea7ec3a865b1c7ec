// The server's catalogues against English (the same keys and ICU arguments), and the language a
// refusal is written in: the player's preference, else Accept-Language, else English.
import {
  compareCatalogue,
  flattenCatalogue,
  messageArguments,
} from '@questlog/core/catalogueCheck';
import { LANGUAGES } from '@questlog/core/languages';
import { englishMessages } from '@questlog/core/messages';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import { useTempDir } from '../../test/helpers/tempDir.ts';
import { useTestApp } from '../../test/helpers/useTestApp.ts';
import { serverCatalogues, serverText } from './serverText.ts';

const english = serverCatalogues.get('en')!;

describe('the server catalogues', () => {
  it('are ICU message format in English', () => {
    const problems = [...english].flatMap(([namespace, texts]) =>
      [...flattenCatalogue(texts)].flatMap(([key, message]) => {
        const parsed = messageArguments(message);
        return 'error' in parsed ? [`${namespace}:${key}: ${parsed.error}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('have a folder only for our languages, each with the keys and arguments English has', () => {
    const problems: string[] = [];
    for (const [language, namespaces] of serverCatalogues) {
      if (!(LANGUAGES as readonly string[]).includes(language))
        problems.push(`${language}: not ours`);
      for (const [namespace, texts] of namespaces) {
        const source = english.get(namespace);
        if (!source) problems.push(`${language}/${namespace}.json: not in English`);
        else {
          const found = compareCatalogue(source, texts);
          problems.push(
            ...[...found.extra, ...found.mismatched].map(
              (problem) => `${language}/${namespace}:${problem}`,
            ),
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('are complete in every language: no message, e-mail or chat text falls back to English', () => {
    const missing = LANGUAGES.filter((language) => language !== 'en').flatMap((language) =>
      [...english].flatMap(([namespace, texts]) => {
        const translated = serverCatalogues.get(language)?.get(namespace) ?? {};
        return compareCatalogue(texts, translated).missing.map(
          (key) => `${language}/${namespace}:${key}`,
        );
      }),
    );
    expect(missing).toEqual([]);
  });

  it('write a text in the language asked, in English where it lacks one', () => {
    const invite = { inviter: 'Ann', kind: 'party' };
    expect(serverText('de', 'emails', 'groupInvite.subject', invite)).toBe(
      'Ann lädt dich in eine Gruppe auf Questlog ein',
    );
    const german = serverCatalogues.get('de');
    serverCatalogues.set('de', new Map()); // German without its e-mails
    try {
      expect(serverText('de', 'emails', 'groupInvite.subject', invite)).toBe(
        'Ann invites you to join their party on Questlog',
      );
    } finally {
      if (german) serverCatalogues.set('de', german);
    }
    expect(serverText('en', 'messages', 'missingParam', { param: 'name' })).toBe('Missing name.');
    expect(serverText('en', 'messages', 'noSuchKey')).toBe('noSuchKey');
  });
});

describe.each(databasesUnderTest())('the language of a refusal on $name', (database) => {
  const t = useTestApp(database, { accounts: ['ann'] });
  // a stand-in German catalogue, `[de] <key>` for every message, for this test only
  const german = Object.fromEntries(
    Object.keys(englishMessages).map((key) => [key, `[de] ${key}`]),
  );
  const realGerman = serverCatalogues.get('de');
  beforeAll(() => {
    serverCatalogues.set('de', new Map([['messages', german]]));
  });
  afterAll(() => {
    // the worker's other files share this module: put the real catalogue back
    if (realGerman) serverCatalogues.set('de', realGerman);
    else serverCatalogues.delete('de');
  });

  it('follows Accept-Language for a visitor, and English when it names none of ours', async () => {
    const asked = async (header?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v4/user',
          headers: header ? { 'accept-language': header } : {},
        })
      ).json<{ message: string }>().message;
    expect(await asked('de-AT, en;q=0.8')).toBe('[de] missingAuthHeaders');
    expect(await asked('nl')).toBe('Missing authentication headers.');
    expect(await asked()).toBe('Missing authentication headers.');
  });

  it("follows the player's preference over Accept-Language", async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v4/user',
      headers: t.ann.headers,
      payload: { 'preferences.language': 'de' },
    });
    expect(saved.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v4/tasks/00000000-0000-4000-8000-000000000000',
      headers: { ...t.ann.headers, 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ message: string }>().message).toMatch(/^\[de\] \w+$/);
  });

  it('keeps the language of the sign-up page as the new player’s', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v4/user/auth/local/register',
      headers: { 'accept-language': 'ja-JP,ja;q=0.9' },
      payload: {
        username: 'kenji',
        email: 'kenji@example.com',
        password: 'a-long-password-1',
        confirmPassword: 'a-long-password-1',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(
      response.json<{ data: { preferences: { language: string } } }>().data.preferences.language,
    ).toBe('ja');
  });
});

describe.each(databasesUnderTest())('the language of an e-mail on $name', (database) => {
  const outbox = useTempDir('questlog-i18n-outbox-');
  const t = useTestApp(database, { config: () => ({ outboxDir: outbox.path }), accounts: ['bea'] });
  const realGerman = serverCatalogues.get('de');
  beforeAll(() => {
    const emails = { passwordReset: { subject: '[de] Neues Passwort', text: '[de] {link}' } };
    serverCatalogues.set('de', new Map([['emails', emails]]));
  });
  afterAll(() => {
    // the worker's other files share this module: put the real catalogue back
    if (realGerman) serverCatalogues.set('de', realGerman);
    else serverCatalogues.delete('de');
  });

  it("is the player's", async () => {
    const headers = t.bea.headers;
    const payload = { 'preferences.language': 'de' };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v4/user', headers, payload })).statusCode,
    ).toBe(200);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v4/user/reset-password',
      payload: { email: t.bea.email },
    });
    expect(forgot.statusCode).toBe(200);
    const [mail] = (await readdir(outbox.path)).filter((name) => name.endsWith('.eml'));
    const eml = await readFile(join(outbox.path, mail!), 'utf8');
    expect(eml).toContain('Subject: [de] Neues Passwort');
    expect(eml).toMatch(/\[de\] https?:\/\/\S+reset-password\?code=/);
  });
});
