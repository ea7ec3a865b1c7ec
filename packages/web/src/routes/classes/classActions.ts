// The class screens' actions: apply what core settles at once (a point, the inn), await the
// server, then take its answer or roll back. Chance (casts) and prices wait for the server.
// Each resolves to true on success; a refusal was already shown by the request layer.
import i18next from 'i18next';
import { classesApi, type CastAnswer } from '../../api/classesApi.ts';
import type { Attribute, Player, Stats } from '../../api/tasksTypes.ts';
import { notify } from '../../components/notifications/notify.ts';
import { pointAllocated, sleepToggled, type PlayerClass } from '../../store/classRules.ts';
import { currentPlayer } from '../../store/playerStats.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { loadTasks } from '../../store/tasksActions.ts';
import { replaceTask } from '../../store/tasksStore.ts';

const t = i18next.getFixedT(null, 'classes');

function patchPlayer(changes: Partial<Player>): void {
  const player = currentPlayer();
  if (player) useSessionStore.getState().setUser({ ...player, ...changes } as Player);
}

/** The server's stats replace ours; the computed ones it leaves out (maxMP, …) stay. */
function takeStats(stats: Stats): void {
  patchPlayer({ stats: { ...(currentPlayer()?.stats ?? {}), ...stats } as Stats });
}

async function attempt(request: () => Promise<void>, rollback?: () => void): Promise<boolean> {
  try {
    await request();
    return true;
  } catch {
    rollback?.();
    return false;
  }
}

export function chooseClass(klass: PlayerClass): Promise<boolean> {
  return attempt(async () => {
    const { data } = await classesApi.changeClass(klass);
    const player = currentPlayer();
    patchPlayer({
      stats: { ...(player?.stats ?? {}), ...data.stats } as Stats,
      flags: data.flags,
      items: data.items,
      preferences: { ...(player?.preferences ?? {}), ...data.preferences },
    } as Partial<Player>);
    notify.success(t('choice.chosen', { name: t(`classNames.${klass}`) }));
  });
}

export function optOutOfClasses(): Promise<boolean> {
  return attempt(async () => {
    const { data } = await classesApi.disableClasses();
    const player = currentPlayer();
    patchPlayer({
      stats: { ...(player?.stats ?? {}), ...data.stats } as Stats,
      flags: data.flags,
      items: data.items,
      preferences: { ...(player?.preferences ?? {}), ...data.preferences },
    } as Partial<Player>);
    notify.info(t('choice.optedOut'));
  });
}

export function allocatePoint(stat: Attribute): Promise<boolean> {
  const before = currentPlayer();
  const local = before && pointAllocated(before, stat);
  if (local) patchPlayer({ stats: local });
  return attempt(
    async () => takeStats((await classesApi.allocate(stat)).data),
    () => before && patchPlayer({ stats: before.stats }),
  );
}

export function allocateAllNow(): Promise<boolean> {
  return attempt(async () => {
    takeStats((await classesApi.allocateNow()).data);
    notify.success(t('stats.allocated'));
  });
}

export function saveAllocation(changes: {
  allocationMode?: string;
  automaticAllocation?: boolean;
}): Promise<boolean> {
  const body = Object.fromEntries(
    Object.entries(changes).map(([field, value]) => [`preferences.${field}`, value]),
  );
  return attempt(async () => {
    const { data } = await classesApi.setAllocation(body);
    useSessionStore.getState().setUser(data);
    notify.success(t('stats.saved'));
  });
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

function takeCast(answer: CastAnswer): void {
  useSessionStore.getState().setUser(answer.user);
  if (answer.task) replaceTask(answer.task);
  for (const task of answer.tasks ?? []) replaceTask(task);
}

export function castSkill(skill: { key: string; name: string }, targetId?: string) {
  const before = currentPlayer()?.stats;
  return attempt(async () => {
    const { data, message } = await classesApi.cast(skill.key, targetId);
    takeCast(data);
    notify.success(message ?? t('skills.castDone', { name: skill.name }));
    noticeChanges(before, data.user.stats);
  });
}

export function rebirthPlayer(): Promise<boolean> {
  return attempt(async () => {
    const { data, message } = await classesApi.rebirth();
    useSessionStore.getState().setUser(data);
    // task values, streaks and counters were reset on the server
    await loadTasks();
    notify.success(message ?? t('rebirth.done'));
  });
}

export function toggleInn(): Promise<boolean> {
  const before = currentPlayer();
  if (before) useSessionStore.getState().setUser(sleepToggled(before));
  return attempt(
    async () => {
      const { data: isAsleep } = await classesApi.sleep();
      const player = currentPlayer();
      if (player) patchPlayer({ preferences: { ...player.preferences, sleep: isAsleep } });
      notify.info(t(isAsleep ? 'inn.entered' : 'inn.left'));
    },
    () => {
      const player = currentPlayer();
      const sleep = before?.preferences?.sleep ?? false;
      if (player) patchPlayer({ preferences: { ...player.preferences, sleep } });
    },
  );
}
