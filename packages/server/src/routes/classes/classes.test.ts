import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { formParty } from '../../../test/helpers/parties.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { playerState } from '../../../test/helpers/playerState.ts';
import { taskCalls, type ApiTask } from '../../../test/helpers/tasks.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { fixedRandom } from '../../services/random.ts';

type Answer = { success: boolean; data: ApiTask; message?: string; error?: string };

describe.each(databasesUnderTest())('classes, skills, rebirth and the inn on $name', (database) => {
  // 0.99 never crits: the skills' numbers are their base formulas.
  const t = useTestApp(database, { random: fixedRandom(0.99) });

  const { setStats, setItems, setBalance } = playerState(t);
  const call = (account: TestAccount, url: string, body?: object) =>
    taskCalls(t.app, account).call('POST', url, body);
  const user = (account: TestAccount) => taskCalls(t.app, account).user();

  /** A player of `klass` at `lvl` who chose it, with mana to spare. */
  async function classPlayer(klass: string, lvl = 14, stats: object = {}) {
    const account = await registerAccount(t.app);
    await setStats(account, { lvl, mp: 100, ...stats });
    const chosen = await call(account, `/user/change-class?class=${klass}`);
    expect(chosen.statusCode, chosen.body).toBe(200);
    return account;
  }

  /** Expects the refusal and that nothing of the player changed. */
  async function expectRefused(
    account: TestAccount,
    url: string,
    status: number,
    message: string,
    body?: object,
  ) {
    const before = await user(account);
    const response = await call(account, url, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<Answer>()).toMatchObject({ success: false, message });
    const after = await user(account);
    expect(after._v).toBe(before._v);
    expect(after.stats).toEqual(before.stats);
    expect(after.balance).toBe(before.balance);
  }

  describe('POST /user/change-class', () => {
    it('is refused below level 10 and for a class that does not exist', async () => {
      const ada = await registerAccount(t.app);
      await setStats(ada, { lvl: 9 });
      await expectRefused(
        ada,
        '/user/change-class?class=rogue',
        401,
        'You can choose a class from level 10.',
      );
      await setStats(ada, { lvl: 10 });
      await expectRefused(
        ada,
        '/user/change-class?class=bard',
        400,
        'Choose one of the classes warrior, rogue, wizard or healer.',
      );
    });

    it('the first choice is free with the starting weapons; a change costs 3 gems', async () => {
      const ada = await registerAccount(t.app);
      await setStats(ada, { lvl: 12, str: 4 });
      const response = await call(ada, '/user/change-class?class=rogue');
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<Answer>();
      expect(data.stats).toMatchObject({ class: 'rogue', str: 4 });
      expect(data.flags.classSelected).toBe(true);
      expect(data.items.gear.owned).toMatchObject({ weapon_rogue_0: true, shield_rogue_0: true });
      const pins = ((await user(ada)).pinnedItems as { path: string }[]).map((pin) => pin.path);
      expect(pins).toEqual(expect.arrayContaining(['gear.flat.weapon_rogue_1']));

      await expectRefused(ada, '/user/change-class?class=wizard', 401, 'Not enough gems.');
      await setBalance(ada, 1);
      const changed = await call(ada, '/user/change-class?class=wizard');
      expect(changed.statusCode, changed.body).toBe(200);
      const after = await user(ada);
      expect(after.balance).toBe(0.25);
      expect(after.stats).toMatchObject({ class: 'wizard', str: 0, points: 12 });
      expect(after.items.gear.owned.weapon_wizard_0).toBe(true);
    });

    it('without a class resets it, returning the points', async () => {
      const ada = await classPlayer('healer', 15, { con: 5, points: 10 });
      await setBalance(ada, 0.75);
      const response = await call(ada, '/user/change-class');
      expect(response.statusCode, response.body).toBe(200);
      const after = await user(ada);
      expect(after.balance).toBe(0);
      expect(after.flags.classSelected).toBe(false);
      expect(after.stats).toMatchObject({ con: 0, points: 15 });
    });
  });

  it('POST /user/disable-classes: a warrior with every point in strength', async () => {
    const ada = await classPlayer('wizard', 20, { int: 6, points: 3 });
    const response = await call(ada, '/user/disable-classes');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<Answer>();
    expect(data.stats).toMatchObject({ class: 'warrior', str: 20, int: 0, points: 0 });
    expect(data.preferences).toMatchObject({ disableClasses: true, automaticAllocation: true });
  });

  describe('attribute points', () => {
    it('POST /user/allocate: one point; refusals change nothing', async () => {
      const ada = await classPlayer('wizard', 12, { points: 1, mp: 10 });
      await expectRefused(ada, '/user/allocate?stat=luck', 400, '"luck" is not a valid Stat.');
      const response = await call(ada, '/user/allocate?stat=int');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Answer>().data).toMatchObject({ int: 1, points: 0, mp: 11 });
      await expectRefused(
        ada,
        '/user/allocate?stat=str',
        401,
        'You do not have enough attribute points.',
      );
    });

    it('allocate needs a chosen class', async () => {
      const ada = await registerAccount(t.app);
      await setStats(ada, { lvl: 12, points: 2 });
      await expectRefused(
        ada,
        '/user/allocate?stat=str',
        401,
        'Choose a class before you allocate attribute points.',
      );
    });

    it('POST /user/allocate-bulk and /user/stat-sync take a stats object', async () => {
      const ada = await classPlayer('rogue', 12, { points: 4 });
      await expectRefused(ada, '/user/allocate-bulk', 400, '"stats" object is required', {});
      await expectRefused(ada, '/user/stat-sync', 401, 'You do not have enough attribute points.', {
        stats: { per: 5 },
      });
      const bulk = await call(ada, '/user/allocate-bulk', { stats: { per: 2, str: 1 } });
      expect(bulk.statusCode, bulk.body).toBe(200);
      expect(bulk.json<Answer>().data).toMatchObject({ per: 2, str: 1, points: 1 });
      const sync = await call(ada, '/user/stat-sync', { stats: { con: 1 } });
      expect(sync.json<Answer>().data).toMatchObject({ con: 1, points: 0 });
    });

    it('POST /user/allocate-now spends every point by the allocation mode', async () => {
      const ada = await classPlayer('warrior', 14, { points: 2 });
      const response = await call(ada, '/user/allocate-now');
      expect(response.statusCode, response.body).toBe(200);
      // flat: the lowest stat, ties to the last of con, str, per, int → int, then per.
      expect(response.json<Answer>().data).toMatchObject({ int: 1, per: 1, points: 0 });
    });
  });

  describe('POST /user/class/cast/:spellId', () => {
    it('end to end: a level-11 player picks warrior and smashes a task', async () => {
      const ada = await registerAccount(t.app);
      await setStats(ada, { lvl: 11, mp: 30 });
      expect((await call(ada, '/user/change-class?class=warrior')).statusCode).toBe(200);
      const habit = await taskCalls(t.app, ada).create({ type: 'habit', text: 'Stretch' });
      const response = await call(ada, `/user/class/cast/smash?targetId=${habit.id}`);
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<Answer>();
      // STR = CON = 5 (level bonus); value += DR(5, 2.5, 35) = 2.5 × 5 / 40.
      expect(data.task.value).toBeCloseTo(0.3125);
      expect(data.user.stats.mp).toBe(20);
      const [stored] = (await taskCalls(t.app, ada).list('habits')).filter(
        (t) => t.id === habit.id,
      );
      expect(stored?.value).toBeCloseTo(0.3125);
    });

    it("refuses: unknown skill, too little mana, too low a level, another player's task", async () => {
      const ada = await classPlayer('warrior', 12, { mp: 5 });
      const bob = await registerAccount(t.app);
      const habit = await taskCalls(t.app, ada).create({ type: 'habit', text: 'Mine' });
      const bobsHabit = await taskCalls(t.app, bob).create({ type: 'habit', text: 'Theirs' });
      await expectRefused(ada, '/user/class/cast/fireball', 404, 'Skill "fireball" not found.');
      await expectRefused(
        ada,
        `/user/class/cast/smash?targetId=${habit.id}`,
        401,
        'Not enough mana.',
      );
      await setStats(ada, { mp: 50 });
      await expectRefused(ada, '/user/class/cast/intimidate', 401, 'This skill needs level 14.');
      await expectRefused(
        ada,
        `/user/class/cast/smash?targetId=${bobsHabit.id}`,
        404,
        'Task not found.',
      );
      const [mine] = await taskCalls(t.app, ada).list('habits');
      expect(mine?.value).toBe(0);
    });

    it('frost is refused once cast, heal at full health', async () => {
      const wizard = await classPlayer('wizard');
      const frost = await call(wizard, '/user/class/cast/frost');
      expect(frost.statusCode, frost.body).toBe(200);
      expect(frost.json<Answer>().data.user.stats).toMatchObject({
        mp: 60,
        buffs: { streaks: true },
      });
      await expectRefused(
        wizard,
        '/user/class/cast/frost',
        401,
        'That skill is already in effect: casting it again would do nothing.',
      );
      const healer = await classPlayer('healer');
      await expectRefused(healer, '/user/class/cast/heal', 401, 'Your health is already full.');
      await setStats(healer, { hp: 40 });
      const heal = await call(healer, '/user/class/cast/heal');
      // CON = INT = 7 at level 14: hp += (7 + 7 + 5) × 0.075.
      expect(heal.json<Answer>().data.user.stats.hp).toBeCloseTo(41.425);
    });

    it('stealth counts the open due dailies; quantity may come in the body', async () => {
      const rogue = await classPlayer('rogue', 14, { per: 43 });
      await taskCalls(t.app, rogue).create([
        { type: 'daily', text: 'One' },
        { type: 'daily', text: 'Two' },
      ]);
      const response = await call(rogue, '/user/class/cast/stealth');
      expect(response.statusCode, response.body).toBe(200);
      // PER 50, 2 dailies: ceil(DR(50, 1.28, 55)) = 1.
      expect(response.json<Answer>().data.user.stats.buffs.stealth).toBe(1);
      await setStats(rogue, { mp: 200 });
      // The first of two more casts reaches 2 charges for 2 dailies; the second changes nothing.
      const twice = await call(rogue, '/user/class/cast/stealth', { quantity: 2 });
      expect(twice.statusCode, twice.body).toBe(401);
      expect(twice.json<Answer>().message).toBe(
        'That skill is already in effect: casting it again would do nothing.',
      );
      expect((await user(rogue)).stats.buffs.stealth).toBe(1);
    });

    it('brightness raises every task but rewards and answers them', async () => {
      const healer = await classPlayer('healer');
      const calls = taskCalls(t.app, healer);
      await calls.create([
        { type: 'habit', text: 'H' },
        { type: 'reward', text: 'R', value: 10 },
      ]);
      const response = await call(healer, '/user/class/cast/brightness');
      expect(response.statusCode, response.body).toBe(200);
      const tasks = response.json<Answer>().data.tasks as ApiTask[];
      const byText = Object.fromEntries(tasks.map((t) => [t.text, t.value]));
      // INT 7: 4 × 7 / 47.
      expect(byText.H).toBeCloseTo(28 / 47);
      expect(byText.R).toBe(10);
    });

    it('party skills without a party act on the caster; with one on every member', async () => {
      const warrior = await classPlayer('warrior');
      const alone = await call(warrior, '/user/class/cast/valorousPresence');
      expect(alone.statusCode, alone.body).toBe(200);
      const { partyMembers } = alone.json<Answer>().data;
      expect(partyMembers).toHaveLength(1);
      // STR 7: ceil(DR(7, 20, 200)) = 1.
      expect(partyMembers[0]).toMatchObject({ id: warrior.id, stats: { buffs: { str: 1 } } });

      const friend = await registerAccount(t.app);
      const stranger = await registerAccount(t.app);
      await formParty(t.test.db, [warrior, friend]);
      const friendBefore = await user(friend);
      const together = await call(warrior, '/user/class/cast/valorousPresence');
      expect(together.statusCode, together.body).toBe(200);
      expect(together.json<Answer>().data.partyMembers).toHaveLength(2);
      const friendAfter = await user(friend);
      expect(friendAfter.stats.buffs.str).toBe(1);
      expect(friendAfter._v).toBe(friendBefore._v + 1);
      expect((await user(stranger)).stats.buffs.str).toBe(0);
      expect((await user(warrior)).stats.buffs.str).toBe(2);
    });

    it('a card to a party member: 10 gold, both counted, a notification for them', async () => {
      const ada = await registerAccount(t.app);
      const bob = await registerAccount(t.app);
      const stranger = await registerAccount(t.app);
      await setStats(ada, { gp: 25 });
      await formParty(t.test.db, [ada, bob]);
      await expectRefused(
        ada,
        `/user/class/cast/greeting?targetId=${stranger.id}`,
        404,
        `No member of your party has the id "${stranger.id}".`,
      );
      const response = await call(ada, `/user/class/cast/greeting?targetId=${bob.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Answer>().data.user.stats.gp).toBe(15);
      const bobAfter = await user(bob);
      expect(bobAfter.achievements.greeting).toBe(1);
      expect(bobAfter.items.special.greetingReceived).toHaveLength(1);
      expect(bobAfter.flags.cardReceived).toBe(true);
      expect(bobAfter.notifications).toEqual([
        expect.objectContaining({
          type: 'CARD_RECEIVED',
          data: { card: 'greeting', from: expect.objectContaining({ id: ada.id }) },
        }),
      ]);
      expect((await user(ada)).achievements.greeting).toBe(1);

      const read = await call(bob, '/user/read-card/greeting');
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json<Answer>().data).toMatchObject({
        cardReceived: false,
        specialItems: { greetingReceived: [] },
      });
      expect((await user(bob)).notifications).toEqual([]);
    });

    it('a transformation item needs stock: spellNotOwned', async () => {
      const ada = await registerAccount(t.app);
      await expectRefused(
        ada,
        '/user/class/cast/snowball',
        401,
        'You have none of these: buy one first.',
      );
      await setItems(ada, {
        special: { snowball: 1, spookySparkles: 0, shinySeed: 0, seafoam: 0 },
      });
      const response = await call(ada, '/user/class/cast/snowball');
      expect(response.statusCode, response.body).toBe(200);
      const after = await user(ada);
      expect(after.stats.buffs.snowball).toBe(true);
      expect(after.items.special.snowball).toBe(0);
    });
  });

  describe('POST /user/rebirth', () => {
    it('needs 6 gems; resets the player and task values', async () => {
      const ada = await classPlayer('rogue', 60, { per: 20, gp: 100 });
      const habit = await taskCalls(t.app, ada).create({ type: 'habit', text: 'H' });
      await t.test.db.query('UPDATE tasks SET value = 7 WHERE id = $1', [habit.id]);
      await expectRefused(ada, '/user/rebirth', 401, 'Not enough gems.');
      await setBalance(ada, 2);
      const response = await call(ada, '/user/rebirth');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<Answer>();
      expect(body.message).toBe('You are reborn at level 1!');
      expect(body.data.stats).toMatchObject({ lvl: 1, class: 'warrior', per: 0, gp: 0 });
      expect(body.data.balance).toBe(0.5);
      expect(body.data.achievements).toMatchObject({ rebirths: 1, rebirthLevel: 60 });
      const [stored] = await taskCalls(t.app, ada).list('habits');
      expect(stored?.value).toBe(0);
    });
  });

  it('POST /user/sleep toggles the inn', async () => {
    const ada = await registerAccount(t.app);
    const first = await call(ada, '/user/sleep');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Answer>().data).toBe(true);
    const asleep = await user(ada);
    expect(asleep.preferences.sleep).toBe(true);
    // The pin lists stay JSON arrays once written back (node-postgres would send an array literal).
    expect(Array.isArray(asleep.pinnedItems) && Array.isArray(asleep.unpinnedItems)).toBe(true);
    expect((await call(ada, '/user/sleep')).json<Answer>().data).toBe(false);
  });

  it('asks for credentials', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v4/user/sleep' });
    expect(response.statusCode).toBe(401);
  });
});
