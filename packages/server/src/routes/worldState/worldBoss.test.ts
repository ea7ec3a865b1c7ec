// The world boss (issue 15): a player's day reaches the Tavern's boss with the 900 cap,
// GET /world-state shows it, and when it falls each fighter is rewarded once, even when the
// defeat event is delivered twice.
import { beforeEach, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { groupCalls } from '../../../test/helpers/groupCalls.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { loadEvents } from '../../db/repositories/events.ts';
import { TAVERN_ID } from '../../db/repositories/groups.ts';
import { createFixedClock } from '../../services/clock.ts';
import { rewardFighters } from '../../services/parties/worldBossRewards.ts';

const DAY = 86_400_000;

describe.each(databasesUnderTest())('the world boss on $name', (database) => {
  let player: TestAccount;

  const clock = createFixedClock(new Date('2026-06-01T12:00:00Z'));
  const t = useTestApp(database, { config: { debugRoutes: true }, clock });
  beforeEach(async () => {
    clock.reset();
    player = await registerAccount(t.app);
  });

  const worldState = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v4/world-state' })).json<{
      data: { worldBoss: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- deep assertions
    }>().data;
  const setPending = (progress: { up: number; down: number }) =>
    t.test.db.query(
      `UPDATE users SET party = jsonb_set(party, '{quest,progress}',
         (party->'quest'->'progress') || $2::jsonb) WHERE id = $1`,
      [player.id, JSON.stringify(progress)],
    );
  const nextDay = async () => {
    clock.jump(DAY);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v4/cron',
      headers: player.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  it('takes at most 900 damage and 900 rage points from one player’s day', async () => {
    await t.test.db.query(
      `UPDATE groups SET quest = '{"key": null, "active": false, "leader": null, "members": {}, "progress": {"collect": {}}, "extra": {}}' WHERE id = $1`,
      [TAVERN_ID],
    );
    expect((await worldState()).worldBoss).toEqual({});
    await groupCalls(t.app, player).ok('POST', '/debug/world-boss', { key: 'dysheartener' });
    expect((await worldState()).worldBoss).toMatchObject({
      active: true,
      key: 'dysheartener',
      progress: { hp: 17_000_000, rage: 0 },
    });
    await setPending({ up: 2000, down: -1000 });
    await nextDay();
    // Dysheartener: def 1, str 1.25.
    expect((await worldState()).worldBoss.progress).toEqual({
      hp: 17_000_000 - 900,
      rage: 900 * 1.25,
    });
  });

  it('rewards each fighter once when the boss falls', async () => {
    await groupCalls(t.app, player).ok('POST', '/debug/world-boss', { key: 'dysheartener' });
    await t.test.db.query(
      `UPDATE groups SET quest = jsonb_set(quest, '{progress,hp}', '500') WHERE id = $1`,
      [TAVERN_ID],
    );
    await setPending({ up: 600, down: 0 });
    await nextDay();
    expect((await worldState()).worldBoss).toEqual({});
    const [recorded] = await t.test.db.query<{ id: string }>(
      `SELECT id::text AS id FROM events WHERE type = 'worldBoss.defeated' ORDER BY id DESC LIMIT 1`,
    );
    const [event] = await loadEvents(t.test.db, [recorded!.id]);
    await rewardFighters(t.app, event!);
    await rewardFighters(t.app, event!); // delivered twice: at least once
    const user = await groupCalls(t.app, player).user();
    expect(user.achievements.quests.dysheartener).toBe(1);
    expect(user.party.quest.completed).toBe('dysheartener');
  });
});
