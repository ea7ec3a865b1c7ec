// Which changes wait in the outbox when they cannot be sent (issue 29: scoring with checklist
// items, creating, editing, deleting and reordering tasks, buying rewards and market items,
// equip, feed and hatch), and each one's name in the player's words for a refusal's notice.
// Anything else (settings, chat, party and quest calls) needs the network, as before.
import i18next from 'i18next';
import type { Task } from '../../api/tasksTypes.ts';
import type { HeldRequest } from './changeAttempt.ts';

type Namer = (parts: string[], request: HeldRequest, taskText: (id: string) => string) => string;

type ChangeName =
  | 'score'
  | 'checklist'
  | 'create'
  | 'edit'
  | 'delete'
  | 'move'
  | 'buy'
  | 'buyPotion'
  | 'equip'
  | 'feed'
  | 'hatch';

type Names = {
  task?: string;
  item?: string;
  pet?: string;
  food?: string;
  egg?: string;
  potion?: string;
};

const t = (name: ChangeName, values: Names): string => i18next.t(`offline.change.${name}`, values);

const namers: { method: HeldRequest['method']; path: RegExp; name: Namer }[] = [
  {
    method: 'POST',
    path: /^\/tasks\/([^/]+)\/score\/(up|down)$/,
    name: ([id], _, text) => t('score', { task: text(id!) }),
  },
  {
    method: 'POST',
    path: /^\/tasks\/([^/]+)\/checklist\/[^/]+\/score$/,
    name: ([id], _, text) => t('checklist', { task: text(id!) }),
  },
  {
    method: 'POST',
    path: /^\/tasks\/user$/,
    name: (_, { body }) => t('create', { task: String((body as Partial<Task>)?.text ?? '') }),
  },
  {
    method: 'PUT',
    path: /^\/tasks\/([^/]+)$/,
    name: ([id], _, text) => t('edit', { task: text(id!) }),
  },
  {
    method: 'DELETE',
    path: /^\/tasks\/([^/]+)$/,
    name: ([id], _, text) => t('delete', { task: text(id!) }),
  },
  {
    method: 'POST',
    path: /^\/tasks\/([^/]+)\/move\/to\/-?\d+$/,
    name: ([id], _, text) => t('move', { task: text(id!) }),
  },
  {
    method: 'POST',
    path: /^\/user\/(?:buy-gear|buy-quest|buy-special-spell|purchase|purchase-hourglass)\/(?:[^/]+\/)?([^/]+)$/,
    name: ([key]) => t('buy', { item: decodeURIComponent(key!) }),
  },
  { method: 'POST', path: /^\/user\/buy-health-potion$/, name: () => t('buyPotion', {}) },
  {
    method: 'POST',
    path: /^\/user\/equip\/[^/]+\/([^/]+)$/,
    name: ([key]) => t('equip', { item: decodeURIComponent(key!) }),
  },
  {
    method: 'POST',
    path: /^\/user\/feed\/([^/]+)\/([^/]+)$/,
    name: ([pet, food]) =>
      t('feed', { pet: decodeURIComponent(pet!), food: decodeURIComponent(food!) }),
  },
  {
    method: 'POST',
    path: /^\/user\/hatch\/([^/]+)\/([^/]+)$/,
    name: ([egg, potion]) =>
      t('hatch', { egg: decodeURIComponent(egg!), potion: decodeURIComponent(potion!) }),
  },
];

/**
 * The change's name when it may wait in the outbox, else null. `tasks` names a task by its text
 * (a reward's score is buying it).
 */
export function queueableName(request: HeldRequest, tasks: readonly Task[]): string | null {
  const taskOf = (id: string) => tasks.find((task) => task._id === id || task.id === id);
  const text = (id: string) => taskOf(decodeURIComponent(id))?.text ?? decodeURIComponent(id);
  const reward = /^\/tasks\/([^/]+)\/score\/up$/.exec(request.path);
  if (
    request.method === 'POST' &&
    reward &&
    taskOf(decodeURIComponent(reward[1]!))?.type === 'reward'
  ) {
    return t('buy', { item: text(reward[1]!) });
  }
  for (const { method, path, name } of namers) {
    const match = method === request.method ? path.exec(request.path) : null;
    if (match) return name(match.slice(1), request, text);
  }
  return null;
}
