// Scoring a habit: `up` gains experience and gold, `down` costs health; either way mana and the
// day's history entry follow.
import type { Habit } from '../../model/task.ts';
import { changeTaskValue } from './changeTaskValue.ts';
import { damage } from './damage.ts';
import { habitHistoryAfterScore } from './history.ts';
import { manaChange } from './mana.ts';
import { NO_CHANGES, type ScoringInput, type TypeScore, gainsFor } from './scoringTypes.ts';

export function scoreHabit(input: ScoringInput<Habit>): TypeScore<Habit> {
  const { user, task, direction, times, cron, crit, computed, now } = input;
  const change = changeTaskValue(user, task, { direction, times, cron, crit, str: computed.str });
  const { delta } = change;
  const changes = { ...NO_CHANGES };
  if (delta > 0) Object.assign(changes, gainsFor(input, delta));
  else changes.hp = damage({ delta, con: computed.con, priority: task.priority });
  changes.mp = manaChange(task, { direction, cron, crit, maxMP: computed.maxMP });
  const history = habitHistoryAfterScore(task.history, {
    value: change.value,
    direction,
    times,
    now,
    preferences: user.preferences,
  });
  const counter = direction === 'up' ? 'counterUp' : 'counterDown';
  return {
    task: { ...task, value: change.value, history, [counter]: task[counter] + times },
    delta,
    changes: { hp: changes.hp, mp: changes.mp, exp: changes.exp, gp: changes.gp },
    training: change.training,
    questProgress: change.questProgress,
  };
}
