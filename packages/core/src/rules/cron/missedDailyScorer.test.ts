import { describe, expect, it } from 'vitest';
import type { Daily } from '../../model/task.ts';
import type { UserState } from '../../model/user.ts';
import { deepFreeze, makeTask, makeUser } from '../../testing/factories.ts';
import { toNextLevel } from '../user/levels.ts';
import { scoreTask } from '../tasks/scoreTask.ts';
import { seededRandom } from '../time/timeTestKit.ts';
import { missedDailyScorer } from './missedDailyScorer.ts';

const NOW = new Date('2026-03-11T09:00:00.000Z');
const CLASSES = ['warrior', 'rogue', 'wizard', 'healer'] as const;
const ATTRIBUTES = ['str', 'int', 'con', 'per'] as const;

/** A player with odd corners: above-max mana, experience past its level, negative gold, buffs. */
function randomPlayer(random: () => number): UserState {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const int = (max: number) => Math.floor(random() * (max + 1));
  const lvl = 1 + int(120);
  return makeUser({
    stats: {
      hp: random() < 0.1 ? 0 : random() * 50,
      mp: random() * 400,
      exp: random() < 0.2 ? toNextLevel(lvl) + random() * 500 : random() * toNextLevel(lvl),
      gp: random() < 0.1 ? -random() * 5 : random() * 1000,
      lvl,
      class: pick(CLASSES),
      str: int(40),
      int: int(40),
      con: int(40),
      per: int(40),
      points: int(3),
      buffs: {
        str: int(20),
        int: int(20),
        per: int(20),
        con: int(20),
        stealth: random() < 0.3 ? int(8) : 0,
        streaks: random() < 0.3,
        snowball: false,
        spookySparkles: false,
        shinySeed: false,
        seafoam: false,
      },
      training: { str: random() * 3, int: random() * 3, con: random() * 3, per: random() * 3 },
    },
    preferences: {
      automaticAllocation: random() < 0.5,
      allocationMode: pick(['flat', 'classbased', 'taskbased'] as const),
    },
    ...(random() < 0.3 ? { party: undefined } : {}),
  });
}

function randomDaily(random: () => number, index: number): Daily {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  return makeTask('daily', {
    id: `daily-${index}`,
    value: (random() - 0.6) * 40,
    priority: pick([0.1, 1, 1.5, 2]),
    streak: Math.floor(random() * 30),
    attribute: pick(ATTRIBUTES),
    ...(random() < 0.1 ? { group: { id: 'group-1' } as Daily['group'] } : {}),
    ...(random() < 0.1 ? { challenge: { id: 'challenge-1' } as Daily['challenge'] } : {}),
  });
}

/** What the day boundary does between two scores: spend a point of stealth on an evaded daily. */
function spendStealth(user: UserState): UserState {
  const { buffs } = user.stats;
  return { ...user, stats: { ...user.stats, buffs: { ...buffs, stealth: buffs.stealth - 1 } } };
}

describe('missedDailyScorer', () => {
  it('scores each missed daily exactly as scoreTask does, on seeded random players', () => {
    let shortcuts = 0;
    for (let seed = 1; seed <= 200; seed += 1) {
      const random = seededRandom(seed);
      let viaScorer = deepFreeze(randomPlayer(random));
      let viaScoreTask = viaScorer;
      const dailies = deepFreeze(
        Array.from({ length: 1 + Math.floor(random() * 40) }, (_, i) => randomDaily(random, i)),
      );
      const ctx = { now: NOW, random: () => 0.5 };
      const score = missedDailyScorer(ctx);
      for (const daily of dailies) {
        if (viaScorer.stats.buffs.stealth > 0 && random() < 0.3) {
          viaScorer = spendStealth(viaScorer);
          viaScoreTask = spendStealth(viaScoreTask);
          continue;
        }
        const fast = score(viaScorer, daily);
        const whole = scoreTask(
          { user: viaScoreTask, task: daily },
          { direction: 'down', cron: true },
          ctx,
        );
        expect({
          seed,
          daily: daily.id,
          user: fast.user,
          task: fast.task,
          delta: fast.delta,
        }).toStrictEqual({
          seed,
          daily: daily.id,
          user: whole.user,
          task: whole.task,
          delta: whole.delta,
        });
        // scoreTask gives new flags every time; the shortcut keeps the settled ones.
        if (fast.user.flags === viaScorer.flags) shortcuts += 1;
        viaScorer = deepFreeze(fast.user);
        viaScoreTask = whole.user;
      }
    }
    expect(shortcuts).toBeGreaterThan(1000);
  });

  it('goes through scoreTask again for a player changed in other ways', () => {
    const ctx = { now: NOW, random: () => 0.5 };
    const score = missedDailyScorer(ctx);
    const daily = makeTask('daily', { value: 0 });
    const first = score(makeUser({ stats: { hp: 40 } }), daily).user;
    // Experience past the level: a whole scoring levels up (full health), a shortcut would not.
    const changed = { ...first, stats: { ...first.stats, exp: toNextLevel(first.stats.lvl) + 1 } };
    const next = score(changed, daily).user;
    expect(next.stats.lvl).toBe(first.stats.lvl + 1);
    expect(next).toStrictEqual(
      scoreTask({ user: changed, task: daily }, { direction: 'down', cron: true }, ctx).user,
    );
  });
});
