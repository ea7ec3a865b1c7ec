// A new account's tasks are written in the language of its sign-up (issue 32): the starter tasks'
// table of that language, each string English where it is not translated; English for a
// language we do not speak.
import { loadCatalogueTable, starterTaskText, type TextTable } from '@questlog/core';
import { LANGUAGES } from '@questlog/core/languages';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

const DEFAULT_KEYS = [
  'defaults_habit_1',
  'defaults_habit_2',
  'defaults_habit_3',
  'defaults_todo_1',
  'defaults_reward_1',
];

/** The default tasks' words a language should give: its table's, else English, string by string. */
function expectedWords(translated: TextTable | undefined): string[] {
  return DEFAULT_KEYS.flatMap((key) => [
    translated?.[key]?.text ?? starterTaskText[key]!.text,
    translated?.[key]?.notes ?? starterTaskText[key]!.notes!,
  ]).sort();
}

let counter = 0;

describe.each(databasesUnderTest())(
  'a new account’s tasks in its language on $name',
  (database) => {
    const t = useTestApp(database);

    async function registerIn(acceptLanguage: string) {
      counter += 1;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v4/user/auth/local/register',
        headers: { 'accept-language': acceptLanguage },
        payload: {
          username: `speaker${counter}`,
          email: `speaker${counter}@example.com`,
          password: 'correct horse battery',
          confirmPassword: 'correct horse battery',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      const user = dataOf(response) as { id: string; preferences: { language: string } };
      const tasks = await t.test.db.query<{ text: string; notes: string }>(
        'SELECT text, notes FROM tasks WHERE user_id = $1',
        [user.id],
      );
      return {
        language: user.preferences.language,
        words: tasks.flatMap((task) => [task.text, task.notes]).sort(),
      };
    }

    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      'writes them in %s, English where a string is not translated',
      async (language) => {
        const translated = await loadCatalogueTable(language, 'starterTasks');
        const registered = await registerIn(`${language};q=0.9, en;q=0.5`);

        expect(registered.language).toBe(language);
        expect(registered.words).toEqual(expectedWords(translated));
      },
    );

    it('writes them in English for a language we do not speak', async () => {
      const registered = await registerIn('tlh');

      expect(registered.language).toBe('en');
      expect(registered.words).toEqual(expectedWords(undefined));
      expect(registered.words).toContain('Drink a glass of water');
    });
  },
);
