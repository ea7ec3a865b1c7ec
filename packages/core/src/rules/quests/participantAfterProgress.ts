// What a boss's day does to each participant: the strike on health, and the rage effects mpDrain
// and progressDrain. The original increments health in the database unclamped until the next stats
// update; we clamp at 0 here so a stored player never holds negative health (death is still handled
// by the next day boundary / stats update).
import type { UserState } from '../../model/user.ts';
import type { QuestProgressOutcome } from './questProgressOutcome.ts';

export function participantAfterProgress(
  user: UserState,
  outcome: Pick<QuestProgressOutcome, 'strike' | 'rageTriggered'>,
): UserState {
  const effect = outcome.rageTriggered;
  const stats = {
    ...user.stats,
    hp: Math.max(0, user.stats.hp + outcome.strike),
    ...(effect?.kind === 'mpDrain' ? { mp: 0 } : {}),
  };
  if (effect?.kind !== 'progressDrain' || !user.party) return { ...user, stats };
  const { quest } = user.party;
  const progress = { ...quest.progress, up: quest.progress.up * effect.amount };
  return { ...user, stats, party: { ...user.party, quest: { ...quest, progress } } };
}
