// The undo property (docs/undo.md): over 1,000 random sequences of actions — scores up and down on
// every task type, checklist items, gear, health potions, the armoire, deleting a task — played
// by one player in a party fighting a boss, with level-ups, crits and drops (the server's chance
// is a seeded source), every undoable action taken back leaves the player's row, their tasks,
// their notifications, their full record and the party's quest exactly as they were before it.
// Each sequence then plays its actions for good, so the state the next sequence starts from moves
// on. Seeded: a failure names its sequence and replays the same way.
import { describe, expect, it } from 'vitest';
import { callAs, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { groupCalls } from '../../../test/helpers/groupCalls.ts';
import { playerState } from '../../../test/helpers/playerState.ts';
import { taskCalls, type ApiTask } from '../../../test/helpers/tasks.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { createFixedClock } from '../clock.ts';

// The tables' rows as JSON, compared whole.
type State = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- deep assertions

const SEQUENCES = Number(process.env.UNDO_SEQUENCES ?? 1000);

/** A seeded source of numbers in [0, 1) (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GEAR = ['weapon', 'armor', 'head', 'shield'].flatMap((slot) =>
  [1, 2, 3, 4, 5].map((tier) => `${slot}_warrior_${tier}`),
);

// Only the database under test's first entry (PGlite): the property is about the change
// primitive, which runs the same SQL on both; undo.test.ts covers PostgreSQL.
describe.each(databasesUnderTest().slice(0, 1))('the undo property on $name', (database) => {
  const clock = createFixedClock(new Date('2026-03-10T12:00:00Z'));
  const t = useTestApp(database, { clock, random: seeded(31), accounts: ['ada'] });
  const { setStats } = playerState(t);

  /** Everything an undo must put back, read straight from the tables. */
  const stateOf = async (account: TestAccount) => {
    const [row] = await t.test.db.query<State>(
      `SELECT to_jsonb(u) - 'version' - 'updated_at' AS player,
         (SELECT coalesce(jsonb_agg(to_jsonb(t) ORDER BY t.id), '[]') FROM tasks t
           WHERE t.user_id = u.id) AS tasks,
         (SELECT coalesce(jsonb_agg(to_jsonb(n) ORDER BY n.seq), '[]') FROM notifications n
           WHERE n.user_id = u.id) AS notifications,
         -- Records are only ever added (and an undo deletes its change's): counting is enough.
         (SELECT count(*) FROM task_records r WHERE r.user_id = u.id) AS records,
         (SELECT g.quest FROM groups g JOIN group_members m ON m.group_id = g.id
           WHERE m.user_id = u.id AND m.group_type = 'party') AS party_quest
       FROM users u WHERE u.id = $1`,
      [account.id],
    );
    return row!;
  };

  it(`${SEQUENCES} random sequences: each action undone leaves everything as it was`, async () => {
    const ada = t.ada;
    const as = taskCalls(t.app, ada);
    const call = callAs(t.app, ada);
    const party = groupCalls(t.app, ada);
    await party.createParty();
    await t.test.db.query(
      `UPDATE users SET items = jsonb_set(items, '{quests,rat}', '1') WHERE id = $1`,
      [ada.id],
    );
    await party.ok('POST', '/groups/party/quests/invite/rat');
    const checklist = [{ text: 'one' }, { text: 'two' }, { text: 'three' }];
    // Undo puts a deleted task back with its id, so the tasks and their items stay these.
    const all: ApiTask[] = [];
    for (const type of ['habit', 'daily', 'todo', 'reward']) {
      for (const n of [1, 2]) {
        const created = await as.create({
          type,
          text: `${type} ${n}`,
          ...(type === 'daily' || type === 'todo' ? { checklist } : {}),
          ...(type === 'reward' ? { value: 5 } : {}),
        });
        all.push(created);
      }
    }
    await setStats(ada, { lvl: 1, exp: 20, gp: 3000, hp: 30 });
    expect((await stateOf(ada)).party_quest).toMatchObject({ key: 'rat', active: true });

    const pick = seeded(2026);
    const choose = <T>(items: readonly T[]): T => items[Math.floor(pick() * items.length)]!;
    type Action = readonly ['POST' | 'DELETE', string];
    const withChecklist = all.filter((task) => task.checklist?.length > 0);
    const deletable = all.filter((task) => task.type !== 'reward');
    const randomAction = (): Action => {
      const roll = pick();
      if (roll < 0.55) {
        const task = choose(all);
        return ['POST', `/tasks/${task.id}/score/${pick() < 0.7 ? 'up' : 'down'}`];
      }
      if (roll < 0.7) {
        const task = choose(withChecklist);
        return [
          'POST',
          `/tasks/${task.id}/checklist/${choose(task.checklist as ApiTask[]).id}/score`,
        ];
      }
      if (roll < 0.8) return ['POST', `/user/buy-gear/${choose(GEAR)}`];
      if (roll < 0.87) return ['POST', '/user/buy-health-potion'];
      if (roll < 0.95) return ['POST', '/user/buy-armoire'];
      return ['DELETE', `/tasks/${choose(deletable).id}`];
    };

    let undone = 0;
    // The state as the last step left it, when known without reading it again.
    let known: unknown;
    for (let sequence = 0; sequence < SEQUENCES; sequence += 1) {
      // one action, or (one in four) two in a row
      const length = pick() < 0.25 ? 2 : 1;
      for (let step = 0; step < length; step += 1) {
        const [method, path] = randomAction();
        const before = known ?? (await stateOf(ada));
        known = before;
        const done = await call(method, path);
        const { changeId } = done.json<{ changeId?: string }>();
        const where = `sequence ${sequence}, step ${step}: ${method} ${path} (${done.statusCode})`;
        if (done.statusCode !== 200) {
          // A refusal (not enough gold, gear owned) changes nothing and offers no undo.
          expect(changeId, where).toBeUndefined();
          expect(await stateOf(ada), where).toEqual(before);
          continue;
        }
        expect(changeId, where).toBeDefined();
        const undo = await call('POST', `/user/undo/${changeId}`);
        expect(undo.statusCode, `${where}: ${undo.body}`).toBe(200);
        expect(await stateOf(ada), where).toEqual(before);
        undone += 1;
        // A quarter of the actions are played for good, so later sequences start further on (a
        // deleted task stays back).
        if (method === 'POST' && pick() < 0.25) {
          expect((await call(method, path)).statusCode, where).toBe(200);
          known = undefined;
        }
      }
      // Keep the player alive and able to buy, as a long game would.
      if (sequence % 50 === 49) {
        await setStats(ada, { hp: 40, gp: 3000 });
        known = undefined;
      }
    }
    // most actions were taken (a refusal, such as gear already owned, offers no undo)
    expect(undone).toBeGreaterThan(SEQUENCES * 0.8);
    const { player } = await stateOf(ada);
    // The sequences went through level-ups and drops.
    expect(player.stats.lvl).toBeGreaterThan(3);
    expect(Object.keys(player.items.eggs ?? {}).length).toBeGreaterThan(0);
  }, 300_000);
});
