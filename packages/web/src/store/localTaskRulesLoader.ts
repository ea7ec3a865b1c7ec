// Loads localTaskRules.ts once, after the tasks screen's first paint or at the first score,
// whichever comes first. Until it has come (or when it cannot load, offline and not kept), the
// rules apply nothing and the server's answer decides, as for any rule the client cannot run.
import type { Task } from '../api/tasksTypes.ts';
import type * as LocalTaskRules from './localTaskRules.ts';
import type { LocalScore } from './localTaskRules.ts';

type Rules = typeof LocalTaskRules;

let rules: Rules | undefined;
let loading: Promise<void> | undefined;

/** Starts loading the rules (once); resolves when they are in, or could not be loaded. */
export function loadLocalTaskRules(): Promise<void> {
  loading ??= import('./localTaskRules.ts').then(
    (loaded) => {
      rules = loaded;
    },
    () => {
      loading = undefined; // tried again at the next score
    },
  );
  return loading;
}

/** For tests: as if the rules had not loaded yet (the next `loadLocalTaskRules` loads them). */
export function forgetLocalTaskRules(): void {
  rules = undefined;
  loading = undefined;
}

/** Whether the rules are in: scoring then goes on at once, without waiting for a promise. */
export function areLocalTaskRulesLoaded(): boolean {
  return rules !== undefined;
}

/** core's scoreTask applied at once (localTaskRules.ts); null until the rules are loaded. */
export function scoreLocally(...score: Parameters<Rules['scoreLocally']>): LocalScore | null {
  return rules ? rules.scoreLocally(...score) : null;
}

/** A new task as core's createTask makes it (localTaskRules.ts); null until the rules are loaded. */
export function taskMadeLocally(...made: Parameters<Rules['taskMadeLocally']>): Task | null {
  return rules ? rules.taskMadeLocally(...made) : null;
}
