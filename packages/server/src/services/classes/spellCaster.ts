// Casting a skill or card as the caster's change: the caster, their party and the target are
// locked together (one id-ordered statement, so two members casting at each other queue instead
// of deadlocking); then what the skill's target kind needs is loaded (the task, the tasks, the
// party members, the member cast on), core's castSpell runs, everything is written back in the
// same transaction and what changed is named for the answer.
import {
  BadRequest,
  antidotesByKey,
  cardsByKey,
  castSpell,
  classSpellsByKey,
  hasClass,
  transformationItemsByKey,
  type CastInput,
  type CastTarget,
  type PlayerState,
} from '@questlog/core';
import { addNotificationStatement } from '../../db/repositories/notifications.ts';
import {
  listTasks,
  saveTask,
  saveTaskValuesStatement,
  type StoredTask,
} from '../../db/repositories/tasks.ts';
import { addNotification } from '../../db/repositories/notifications.ts';
import { findOwnTask } from '../taskFinder.ts';
import { playerColumns, playerStateOf } from '../playerState.ts';
import type { PlayerChange } from '../players/playerChanger.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { castTarget, partyMembersOf, type OtherPlayer } from './castTargets.ts';

export interface CastRequest {
  spellId: string;
  targetId?: string | undefined;
  quantity: number;
}

export interface CastOutcome {
  target: CastTarget | undefined;
  task?: StoredTask;
  tasks?: StoredTask[];
  /** Party and user skills: the players acted on, as id and stats. */
  partyMembers?: { id: string; stats: Record<string, unknown> }[];
}

/** The target kind of a skill or special item; undefined for an unknown key (core refuses it). */
function targetOf(spellId: string): CastTarget | undefined {
  if (transformationItemsByKey[spellId] || cardsByKey[spellId]) return 'user';
  if (antidotesByKey[spellId]) return 'self';
  return classSpellsByKey[spellId]?.target;
}

interface Loaded {
  input: CastInput;
  others: OtherPlayer[];
}

async function load(change: PlayerChange, request: CastRequest): Promise<Loaded> {
  const { tx, user } = change;
  const row = user.row;
  const caster = playerStateOf(row);
  const target = targetOf(request.spellId);
  const spell = classSpellsByKey[request.spellId];
  // Another class's skill: core answers spellNotFound before anything is loaded.
  if (spell && (spell.klass !== caster.stats.class || !hasClass(caster))) {
    return { input: { caster }, others: [] };
  }
  if (target === 'task') {
    if (!request.targetId) throw new BadRequest('missingParam', { params: { param: 'targetId' } });
    const task = await findOwnTask(tx, row.id, request.targetId);
    return { input: { caster, task }, others: [] };
  }
  if (target === 'tasks' || request.spellId === 'stealth') {
    const type = request.spellId === 'stealth' ? 'daily' : undefined;
    const tasks = await listTasks(tx, row.id, { kind: 'active', ...(type ? { type } : {}) });
    return { input: { caster, tasks }, others: [] };
  }
  if (target === 'party') {
    const others = await partyMembersOf(change);
    return { input: { caster, party: [caster, ...others.map((o) => o.player)] }, others };
  }
  if (target === 'user' && request.targetId && request.targetId !== row.id) {
    const other = await castTarget(change, request.targetId);
    return { input: { caster, target: other.player, casterName: nameOf(row) }, others: [other] };
  }
  return { input: { caster, casterName: nameOf(row) }, others: [] };
}

function nameOf(row: PlayerChange['user']['row']): string {
  const name = (row.profile as { name?: unknown }).name;
  return typeof name === 'string' ? name : '';
}

/** POST /user/class/cast/:spellId as the acting player. */
export function castAs(context: SignedInContext, request: CastRequest): Promise<CastOutcome> {
  return context.changeActor((change) => castInChange(change, request), {
    lock: { ownParty: true, players: [request.targetId] },
  });
}

async function castInChange(change: PlayerChange, request: CastRequest): Promise<CastOutcome> {
  const { tx, user, now, random } = change;
  const { input, others } = await load(change, request);
  const result = castSpell(
    input,
    { spellId: request.spellId, quantity: request.quantity },
    { random },
  );

  change.setUserColumns(playerColumns(result.player, user.row));
  for (const notification of result.notifications) {
    change.writeWithBump(...addNotificationStatement(user.row.id, { ...notification, now }));
    change.notificationsChanged();
  }
  const outcome: CastOutcome = { target: targetOf(request.spellId) };
  if (result.task) {
    const task = { ...result.task, updatedAt: now.toISOString() };
    await saveTask(tx, task);
    outcome.task = task;
  }
  if (result.tasks && outcome.target === 'tasks') {
    const tasks = result.tasks.map((task) => ({
      ...task,
      updatedAt: now.toISOString(),
    }));
    if (tasks.length > 0) await tx.query(...saveTaskValuesStatement(user.row.id, tasks));
    outcome.tasks = tasks;
  }
  const acted: PlayerState[] = [];
  for (const other of others) {
    const after =
      result.party?.find((member) => member.id === other.row.id) ??
      (result.target?.id === other.row.id ? result.target : undefined);
    if (!after) continue;
    const isTarget = result.target?.id === other.row.id;
    // What a skill can change on another player.
    const { stats, items, achievements, flags } = after;
    await change.writePlayer(other.row.id, { stats, items, achievements, flags });
    for (const notification of isTarget ? result.targetNotifications : []) {
      await addNotification(tx, other.row.id, { ...notification, now });
    }
    acted.push(after);
  }
  if (outcome.target === 'party' || outcome.target === 'user') {
    const members = outcome.target === 'party' ? [result.player, ...acted] : acted;
    outcome.partyMembers = (members.length > 0 ? members : [result.player]).map((member) => ({
      id: member.id ?? user.row.id,
      // A copy: the answer's schema takes an open record.
      stats: { ...member.stats },
    }));
  }
  return outcome;
}
