import { vacationsOf, type Vacation } from '../../api/timeTypes.ts';
import { withUser, type GameState } from '../../store/optimistic.ts';

/** `state` with the player's vacations changed by `change`. */
export function withVacations(
  state: GameState,
  change: (vacations: Vacation[]) => Vacation[],
): GameState {
  return withUser(state, (user) => ({
    ...user,
    preferences: { ...user.preferences, vacations: change(vacationsOf(user)) },
  }));
}
