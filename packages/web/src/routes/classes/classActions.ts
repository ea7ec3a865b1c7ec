// The class screens' actions, through the one optimistic primitive (store/optimistic.ts): what
// core settles shows at once (the class choice and its price, a point, the inn), the server's
// answer then settles the player, or a refusal drops only that action. Chance (casts) and the
// rebirth's tasks wait for the server. Each resolves to true on success; a refusal was already
// shown.
import i18next from 'i18next';
import type { ApiClassAnswer } from '@questlog/core/api';
import { classesApi, type CastAnswer } from '../../api/classesApi.ts';
import type { ShopAnswer } from '../../api/shopsApi.ts';
import type { Attribute, Stats } from '../../api/tasksTypes.ts';
import type { User } from '../../api/types.ts';
import { notify } from '../../components/notifications/notify.ts';
import {
  classChosen,
  classesDisabled,
  pointAllocated,
  sleepToggled,
  type PlayerClass,
} from '../../store/classRules.ts';
import {
  runOptimistic,
  takeParts,
  withUser,
  type GameState,
  type OptimisticChange,
} from '../../store/optimistic.ts';
import { currentPlayer } from '../../store/playerStats.ts';
import { loadTasks } from '../../store/tasksActions.ts';
import { withTaskReplaced } from '../../store/tasksStore.ts';

const t = i18next.getFixedT(null, 'classes');

async function attempt<Answer>(
  change: OptimisticChange<Answer>,
  onDone?: (answer: Answer) => unknown,
): Promise<boolean> {
  const outcome = await runOptimistic(change);
  if (outcome.isDone) await onDone?.(outcome.answer);
  return outcome.isDone;
}

/** A class answer's parts over `user` (the rule's result there), its preferences merged. */
function withClassAnswer(user: User, { data, userV }: ShopAnswer<ApiClassAnswer>): User {
  const parts = { ...data, preferences: { ...user.preferences, ...data.preferences } };
  return takeParts(user, parts as Partial<User>, userV);
}

function classChange(
  rule: (user: User) => User | null,
  send: () => Promise<ShopAnswer<ApiClassAnswer>>,
): OptimisticChange<ShopAnswer<ApiClassAnswer>> {
  return {
    apply: (state) => withUser(state, (user) => rule(user) ?? user),
    send,
    settle: (state, answer) =>
      withUser(state, (user) => withClassAnswer(rule(user) ?? user, answer)),
  };
}

export function chooseClass(klass: PlayerClass): Promise<boolean> {
  return attempt(
    classChange(
      (user) => classChosen(user, klass),
      () => classesApi.changeClass(klass),
    ),
    () => notify.success(t('choice.chosen', { name: t(`classNames.${klass}`) })),
  );
}

export function optOutOfClasses(): Promise<boolean> {
  return attempt(classChange(classesDisabled, classesApi.disableClasses), () =>
    notify.info(t('choice.optedOut')),
  );
}

/** The server's stats over the confirmed ones; the computed ones it leaves out (maxMP, …) stay. */
const withStats = (state: GameState, { data, userV }: ShopAnswer<Stats>) =>
  withUser(state, (user) => takeParts(user, { stats: data }, userV));

export function allocatePoint(stat: Attribute): Promise<boolean> {
  return attempt({
    apply: (state) =>
      withUser(state, (user) => {
        const stats = pointAllocated(user, stat);
        return stats ? { ...user, stats } : user;
      }),
    send: () => classesApi.allocate(stat),
    settle: withStats,
  });
}

export function allocateAllNow(): Promise<boolean> {
  return attempt({ send: classesApi.allocateNow, settle: withStats }, () =>
    notify.success(t('stats.allocated')),
  );
}

export function saveAllocation(changes: {
  allocationMode?: string;
  automaticAllocation?: boolean;
}): Promise<boolean> {
  const body = Object.fromEntries(
    Object.entries(changes).map(([field, value]) => [`preferences.${field}`, value]),
  );
  return attempt(
    {
      send: () => classesApi.setAllocation(body),
      settle: (state, { data }) => ({ ...state, user: data as User }),
    },
    () => notify.success(t('stats.saved')),
  );
}

const SHOWN_STATS = [
  ['hp', 'hp'],
  ['mp', 'mp'],
  ['exp', 'xp'],
  ['gp', 'gp'],
] as const;

/** What the cast changed for the caster, as stat notices (the server settled the numbers). */
function noticeChanges(before: Stats | undefined, after: Stats | undefined): void {
  if (!before || !after) return;
  for (const [field, notice] of SHOWN_STATS) {
    const change = Number(after[field] ?? 0) - Number(before[field] ?? 0);
    if (Number.isFinite(change) && Math.abs(change) >= 0.01) notify.stat(notice, change);
  }
}

function withCast(state: GameState, answer: CastAnswer): GameState {
  let next: GameState = { ...state, user: answer.user as User };
  for (const task of [...(answer.task ? [answer.task] : []), ...(answer.tasks ?? [])]) {
    next = withTaskReplaced(next, task);
  }
  return next;
}

/** Casting is chance (crits, the effects' numbers): nothing shows before the server's answer. */
export function castSkill(skill: { key: string; name: string }, targetId?: string) {
  const before = currentPlayer()?.stats;
  return attempt(
    {
      send: () => classesApi.cast(skill.key, targetId),
      settle: (state, { data }) => withCast(state, data),
    },
    ({ data, message }) => {
      notify.success(message ?? t('skills.castDone', { name: skill.name }));
      noticeChanges(before, data.user.stats);
    },
  );
}

export function rebirthPlayer(): Promise<boolean> {
  return attempt(
    {
      send: classesApi.rebirth,
      settle: (state, { data }) => ({ ...state, user: data as User }),
    },
    async ({ message }) => {
      // task values, streaks and counters were reset on the server
      await loadTasks();
      notify.success(message ?? t('rebirth.done'));
    },
  );
}

export function toggleInn(): Promise<boolean> {
  const withSleep = (user: User, sleep: boolean): User => ({
    ...user,
    preferences: { ...user.preferences, sleep },
  });
  return attempt(
    {
      apply: (state) => withUser(state, (user) => sleepToggled(user) as User),
      send: classesApi.sleep,
      settle: (state, { data: isAsleep }) => withUser(state, (user) => withSleep(user, isAsleep)),
    },
    ({ data: isAsleep }) => notify.info(t(isAsleep ? 'inn.entered' : 'inn.left')),
  );
}
