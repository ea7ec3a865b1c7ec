// Analytics: kept in our table only with consent and both names; strings cut at 4096, at most 1000
// property keys; a batch is checked whole before anything is kept.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataOf, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused } from '../../../test/helpers/groupCalls.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

interface Stored {
  event_category: string;
  event_action: string;
  properties: Record<string, unknown>;
  client: string | null;
}

describe.each(databasesUnderTest())('analytics on $name', (database) => {
  const t = useTestApp(database, { accounts: ['ada', 'bob'] });
  beforeAll(async () => {
    const consent = await t.app.inject({
      method: 'PUT',
      url: '/api/v4/user',
      headers: t.ada.headers,
      payload: { 'preferences.analyticsConsent': true },
    });
    expect(consent.statusCode, consent.body).toBe(200);
  });
  beforeEach(async () => {
    await t.test.db.exec('DELETE FROM analytics_events');
  });

  const track = (who: TestAccount, action: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v4/analytics/track/${action}`,
      headers: { ...who.headers, 'x-client': 'questlog-web' },
      payload: payload as object,
    });
  const batch = (who: TestAccount, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v4/analytics/batch',
      headers: who.headers,
      payload: payload as object,
    });
  const stored = () =>
    t.test.db.query<Stored>(
      'SELECT event_category, event_action, properties, client FROM analytics_events ORDER BY id',
    );

  it('keeps a consenting player’s event in our own table', async () => {
    const response = await track(t.ada, 'find members', { eventCategory: 'navigation', page: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response)).toEqual({});
    expect(await stored()).toEqual([
      {
        event_category: 'navigation',
        event_action: 'find members',
        properties: { page: 2 },
        client: 'questlog-web',
      },
    ]);
  });

  it('keeps nothing from a player without consent, and says the same', async () => {
    const response = await track(t.bob, 'clicked', { eventCategory: 'ui' });
    expect(response.statusCode).toBe(200);
    expect(dataOf(await batch(t.bob, [{ eventCategory: 'ui', eventAction: 'a' }]))).toEqual({
      recorded: 0,
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses an event without eventCategory (400 analyticsEventRequired)', async () => {
    const response = await track(t.ada, 'clicked', { page: 1 });
    expectRefused(response, 400, 'analyticsEventRequired');
    expect(response.json()).toMatchObject({ errors: [{ param: 'eventCategory' }] });
    expectRefused(
      await track(t.ada, 'clicked', { eventCategory: '  ' }),
      400,
      'analyticsEventRequired',
    );
    expect(await stored()).toEqual([]);
  });

  it('cuts strings at 4096 characters and keeps at most 1000 property keys', async () => {
    const properties = Object.fromEntries(
      Array.from({ length: 1200 }, (_, index) => [`p${String(index).padStart(4, '0')}`, index]),
    );
    const response = await track(t.ada, 'long', {
      eventCategory: 'c'.repeat(5000),
      note: 'n'.repeat(5000),
      nested: { deep: ['d'.repeat(4100)] },
      ...properties,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [event] = await stored();
    expect(event!.event_category).toHaveLength(4096);
    expect(Object.keys(event!.properties)).toHaveLength(1000);
    expect((event!.properties.note as string).length).toBe(4096);
    expect((event!.properties.nested as { deep: string[] }).deep[0]).toHaveLength(4096);
  });

  it('keeps a batch whole, or nothing when one event lacks a name', async () => {
    const good = { eventCategory: 'tasks', eventAction: 'create' };
    const refused = await batch(t.ada, [good, { eventCategory: 'tasks' }]);
    expectRefused(refused, 400, 'analyticsEventRequired');
    expect(refused.json()).toMatchObject({ errors: [{ param: '1.eventAction' }] });
    expect(await stored()).toEqual([]);

    const accepted = await batch(t.ada, [good, { ...good, eventAction: 'score', direction: 'up' }]);
    expect(dataOf(accepted)).toEqual({ recorded: 2 });
    expect((await stored()).map((event) => event.event_action)).toEqual(['create', 'score']);
  });

  it('refuses a batch over 100 events and an empty one', async () => {
    const events = Array.from({ length: 101 }, () => ({ eventCategory: 'a', eventAction: 'b' }));
    expect((await batch(t.ada, events)).statusCode).toBe(400);
    expect((await batch(t.ada, [])).statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('needs sign-in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v4/analytics/track/x',
      payload: { eventCategory: 'y' },
    });
    expect(response.statusCode).toBe(401);
  });
});
