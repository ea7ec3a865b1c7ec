// The notices a score answer raises, each with its sign (plus or minus): the change in health,
// mana, experience and gold, the crit, the streak bonus, boss damage, a level-up and the item drop
// (_tmp.drop).
import { notify } from '../components/notifications/notify.ts';
import type { ScoreAnswer, ScoreNotice, Stats } from '../api/tasksTypes.ts';
import { announceDrop } from './dropNotices.ts';
import { toNextLevel } from './tasksRules.ts';

/** Experience gained across level-ups: what was left of each level, then what is in the new. */
function experienceGained(before: Stats, after: Stats): number {
  if (after.lvl <= before.lvl) return after.exp - before.exp;
  let gained = toNextLevel(before.lvl) - before.exp;
  for (let level = before.lvl + 1; level < after.lvl; level += 1) gained += toNextLevel(level);
  return gained + after.exp;
}

export interface ScoreOutcome {
  levelReached: number | null;
}

function showNotice({ type, value, sign }: ScoreNotice): void {
  const signed = sign === '-' ? -value : value;
  switch (type) {
    case 'crit':
      notify.crit(Math.round((value - 1) * 100)); // the multiplier: 1.5 is 50% more
      return;
    case 'streak':
      notify.streak(value);
      return;
    case 'damage':
      notify.damage(value);
      return;
    case 'lvl':
      notify.levelUp(value);
      return;
    default:
      notify.stat(type, signed);
  }
}

/**
 * The notices core's scoreTask chose, as the server sent them in _tmp.notices; an answer without
 * them is announced from the change of the stats.
 */
export function announceScore(before: Stats, answer: ScoreAnswer): ScoreOutcome {
  const tmp = answer._tmp ?? {};
  const levelReached = answer.lvl > before.lvl ? answer.lvl : null;
  let outcome: ScoreOutcome = { levelReached };
  if (Array.isArray(tmp.notices)) tmp.notices.forEach(showNotice);
  else outcome = announceFromStats(before, answer);
  if (tmp.drop) announceDrop(tmp.drop);
  return outcome;
}

function announceFromStats(before: Stats, answer: ScoreAnswer): ScoreOutcome {
  const tmp = answer._tmp ?? {};
  if (typeof tmp.crit === 'number' && tmp.crit > 0) {
    // _tmp.crit is the multiplier (1.5 = 50% more)
    notify.crit(Math.round((tmp.crit - 1) * 100));
  }
  const changes: [type: 'hp' | 'mp' | 'xp' | 'gp', amount: number][] = [
    ['hp', answer.hp - before.hp],
    ['mp', answer.mp - before.mp],
    ['xp', experienceGained(before, answer)],
    ['gp', answer.gp - before.gp],
  ];
  const streakBonus = typeof tmp.streakBonus === 'number' ? tmp.streakBonus : 0;
  for (const [type, amount] of changes) {
    const shown = type === 'gp' ? amount - streakBonus : amount;
    if (Math.abs(shown) >= 0.005) notify.stat(type, shown);
  }
  if (streakBonus > 0) notify.streak(streakBonus);
  const damage = tmp.quest?.progressDelta;
  if (typeof damage === 'number' && damage > 0) notify.damage(damage);
  if (answer.lvl > before.lvl) {
    notify.levelUp(answer.lvl);
    return { levelReached: answer.lvl };
  }
  return { levelReached: null };
}
