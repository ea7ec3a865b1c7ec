// Has class: level 10 or higher, classes not disabled, class selected.
import type { UserState } from '../../model/user.ts';
import { CLASS_LEVEL } from './types.ts';

export function hasClass(user: Pick<UserState, 'stats' | 'preferences' | 'flags'>): boolean {
  return (
    user.stats.lvl >= CLASS_LEVEL && !user.preferences.disableClasses && user.flags.classSelected
  );
}
