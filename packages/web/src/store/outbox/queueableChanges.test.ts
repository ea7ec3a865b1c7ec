// Which changes wait in the outbox (issue 29's list), and their names in a refusal's notice.
import { describe, expect, it } from 'vitest';
import type { Task } from '../../api/tasksTypes.ts';
import '../../i18n.ts';
import { makeTask } from '../../test/tasksKit.ts';
import type { HeldRequest } from './changeAttempt.ts';
import { queueableName } from './queueableChanges.ts';

const tasks: Task[] = [
  makeTask({ _id: 't1', type: 'habit', text: 'Stretch' }),
  makeTask({ _id: 'r1', type: 'reward', text: 'Film night', value: 10 }),
];
const nameOf = (method: HeldRequest['method'], path: string, body?: unknown) =>
  queueableName({ method, path, body }, tasks);

describe('the changes the outbox keeps', () => {
  it.each([
    ['POST', '/tasks/t1/score/up', undefined, 'score “Stretch”'],
    ['POST', '/tasks/r1/score/up', undefined, 'buy Film night'],
    ['POST', '/tasks/t1/checklist/c1/score', undefined, 'tick an item of “Stretch”'],
    ['POST', '/tasks/user', { type: 'todo', text: 'Pack' }, 'add “Pack”'],
    ['PUT', '/tasks/t1', { text: 'Yoga' }, 'save “Stretch”'],
    ['DELETE', '/tasks/t1', undefined, 'delete “Stretch”'],
    ['POST', '/tasks/t1/move/to/-1', undefined, 'move “Stretch”'],
    ['POST', '/user/buy-gear/weapon_warrior_1', undefined, 'buy weapon_warrior_1'],
    ['POST', '/user/purchase/gems/eggs', undefined, 'buy eggs'],
    ['POST', '/user/buy-health-potion', { quantity: 1 }, 'buy a Health Potion'],
    ['POST', '/user/equip/equipped/weapon_warrior_1', undefined, 'equip weapon_warrior_1'],
    ['POST', '/user/feed/Wolf-Base/Meat', undefined, 'feed Meat to Wolf-Base'],
    ['POST', '/user/hatch/Wolf/Base', undefined, 'hatch Wolf with Base'],
  ] as const)('%s %s: "%s"', (method, path, body, name) => {
    expect(nameOf(method, path, body)).toBe(name);
  });

  it.each([
    ['PUT', '/user'],
    ['POST', '/groups/party/chat'],
    ['POST', '/user/revive'],
    ['POST', '/cron'],
  ] as const)('leaves %s %s to the network', (method, path) => {
    expect(nameOf(method, path)).toBeNull();
  });
});
