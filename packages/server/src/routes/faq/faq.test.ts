import { faqEntries, faqForPlatform, loadCatalogueTable } from '@questlog/core';
import { LANGUAGES } from '@questlog/core/languages';
import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

interface FaqBody {
  success: boolean;
  data: {
    language: string;
    questions: { heading: string; excludedPlatforms: string[]; question: string; web: string }[];
  };
}

describe.each(databasesUnderTest())('GET /faq on $name', (database) => {
  const t = useTestApp(database);

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as FaqBody };
  };

  it.each(['/api/v4/faq', '/api/v3/faq'])('%s answers every entry without a login', async (url) => {
    const { status, body } = await get(url);

    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.language).toBe('en');
    expect(body.data.questions).toEqual(faqEntries);
  });

  it.each(['web', 'android', 'ios'])(
    '?platform=%s leaves out entries excluding it',
    async (platform) => {
      const { status, body } = await get(`/api/v4/faq?platform=${platform}&language=en`);

      expect(status).toBe(200);
      const expected = faqEntries.filter(
        (entry) => !entry.excludedPlatforms.includes(platform as never),
      );
      expect(body.data.questions.map((entry) => entry.heading)).toEqual(
        expected.map((entry) => entry.heading),
      );
      expect(
        body.data.questions.every((entry) => !entry.excludedPlatforms.includes(platform)),
      ).toBe(true);
    },
  );

  it('serves the web-only entry on the web and not in the apps', async () => {
    const web = await get('/api/v4/faq?platform=web');
    const android = await get('/api/v4/faq?platform=android');

    expect(web.body.data.questions.map((entry) => entry.heading)).toContain('gems-web-purchase');
    expect(android.body.data.questions.map((entry) => entry.heading)).not.toContain(
      'gems-web-purchase',
    );
  });

  it('falls back to English for a language it has no catalogue for', async () => {
    const { status, body } = await get('/api/v4/faq?platform=web&language=tlh');

    expect(status).toBe(200);
    expect(body.data.language).toBe('en');
    expect(body.data.questions.length).toBeGreaterThan(0);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'answers in %s the entries its table translates, English where it has none',
    async (language) => {
      const translated = await loadCatalogueTable(language, 'faq');
      const { body } = await get(`/api/v4/faq?platform=web&language=${language}`);

      expect(body.data.language).toBe(translated ? language : 'en');
      const expected = faqForPlatform('web').map((entry) => [
        translated?.[entry.heading]?.text ?? entry.question,
        translated?.[entry.heading]?.notes ?? entry.web,
      ]);
      expect(body.data.questions.map((entry) => [entry.question, entry.web])).toEqual(expected);
    },
  );

  it('refuses an unknown platform with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v4/faq?platform=windows' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'BadRequest',
      errors: [{ param: 'platform', value: 'windows' }],
    });
  });
});
