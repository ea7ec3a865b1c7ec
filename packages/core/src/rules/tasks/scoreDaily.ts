// Scoring a daily: checked or unchecked by the player, or missed at cron. Team dailies (completion
// per assignee) belong to the group-tasks issue.
import type { Daily } from '../../model/task.ts';
import { withDueDates } from '../recurrence/isDue.ts';
import { changeTaskValue } from './changeTaskValue.ts';
import { damage } from './damage.ts';
import { dailyHistoryAfterScore } from './history.ts';
import { manaChange } from './mana.ts';
import { NO_CHANGES, type ScoringInput, type TypeScore, gainsFor } from './scoringTypes.ts';
import { forwardDelta } from './taskValueDelta.ts';

const STREAK_ACHIEVEMENT_DAYS = 21;

/** A daily missed at cron: damage (never for team dailies), and the streak ends unless frozen. */
export function scoreMissedDaily(input: ScoringInput<Daily>): TypeScore<Daily> {
  const { user, task, direction, times, crit, computed } = input;
  const change = changeTaskValue(user, task, {
    direction,
    times,
    cron: true,
    crit,
    str: computed.str,
  });
  const hp = task.group.id
    ? 0
    : damage({ delta: change.delta, con: computed.con, priority: task.priority });
  const isFrozen = user.stats.buffs.streaks && !task.challenge.id && !task.group.id;
  return {
    training: change.training,
    questProgress: change.questProgress,
    task: { ...task, value: change.value, streak: isFrozen ? task.streak : 0 },
    delta: change.delta,
    changes: { ...NO_CHANGES, hp },
  };
}

export function scoreDaily(input: ScoringInput<Daily>): TypeScore<Daily> {
  if (input.cron) return scoreMissedDaily(input);
  const { user, task, direction, times, cron, crit, computed, now } = input;
  const change = changeTaskValue(user, task, { direction, times, cron, crit, str: computed.str });
  const common = { training: change.training, questProgress: change.questProgress };
  const restored = { ...task, value: change.value };
  // Unchecking takes back what checking gave: the forward delta at the restored value.
  const delta = direction === 'down' ? forwardDelta(restored, 'down', false) : change.delta;
  const { exp, gp, streakBonus } = gainsFor(input, delta, task.streak);
  const mp = manaChange(task, { direction, cron, crit, maxMP: computed.maxMP });
  const history = dailyHistoryAfterScore(task.history, {
    value: change.value,
    direction,
    isDue: task.isDue,
    now,
  });
  const isMilestone = (streak: number) => streak !== 0 && streak % STREAK_ACHIEVEMENT_DAYS === 0;
  const streak = direction === 'up' ? task.streak + 1 : Math.max(0, task.streak - 1);
  const milestone = direction === 'up' ? isMilestone(streak) : isMilestone(task.streak);
  return {
    ...common,
    task: withDueDates(
      { ...restored, streak, completed: direction === 'up', history },
      now,
      user.preferences,
    ),
    delta,
    changes: { hp: 0, mp, exp, gp },
    ...(streakBonus === undefined ? {} : { streakBonus }),
    ...(milestone ? { streakAchievement: direction === 'up' ? 1 : -1 } : {}),
  };
}
