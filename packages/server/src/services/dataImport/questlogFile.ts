// Reads a Questlog export (services/dataExport/questlogFormat.ts) into a restore: the player's
// game state, tags, tasks (archived to-dos too), records, experience history and private
// messages. What belongs to others or to this server's payments is listed as skipped.
import {
  QUESTLOG_FORMAT,
  QUESTLOG_VERSION,
  RESTORED_PLAYER_FIELDS,
} from '../dataExport/questlogFormat.ts';
import { isUuid } from '@questlog/core';
import { UserSchema } from '@questlog/core/api';
import { Value } from 'typebox/value';
import type { HistoryEntry } from '../../db/repositories/playerHistories.ts';
import {
  badRow,
  dateOf,
  emptyPlan,
  isRecord,
  wrongKind,
  type ImportPlan,
  type PlannedMessage,
} from './importPlan.ts';
import { plannedRecords } from './recordsImport.ts';

const OBJECT_FIELDS = [
  'stats',
  'items',
  'preferences',
  'flags',
  'achievements',
  'profile',
  'purchased',
  'inbox',
] as const;

export function isQuestlogFile(json: unknown): boolean {
  return isRecord(json) && json.format === QUESTLOG_FORMAT;
}

export function readQuestlogFile(json: unknown): ImportPlan {
  if (!isRecord(json) || json.format !== QUESTLOG_FORMAT) {
    throw wrongKind('a Questlog export', `its "format" is not "${QUESTLOG_FORMAT}"`);
  }
  if (json.version !== QUESTLOG_VERSION) {
    throw badRow('version', `must be ${QUESTLOG_VERSION} (this Questlog reads no other)`);
  }
  const plan = emptyPlan('questlog');
  plan.isRestore = true;
  const player = json.player;
  if (!isRecord(player)) throw badRow('player', 'must be an object');
  plan.playerColumns = playerColumns(player);
  // The player's side of a quest comes along only outside a quest (its pending damage and order
  // settings); a quest under way belongs to its party.
  if (isRecord(player.party) && !(isRecord(player.party.quest) && player.party.quest.key)) {
    plan.playerColumns.party = player.party;
  }
  plan.tasksOrder = tasksOrderOf(player.tasksOrder);
  plan.history = historyOf(json.history);
  plan.tags = listOf(json, 'tags').map((tag, index) => {
    if (!isRecord(tag) || typeof tag.id !== 'string') throw badRow(`tags[${index}].id`, 'missing');
    if (typeof tag.name !== 'string' || tag.name.trim() === '' || tag.name.length > 200) {
      throw badRow(`tags[${index}].name`, 'must be a name of 1 to 200 characters');
    }
    return { key: tag.id, name: tag.name };
  });
  plan.tasks = listOf(json, 'tasks').map((task, index) => {
    const where = `tasks[${index}]`;
    if (!isRecord(task)) throw badRow(where, 'must be an object');
    if (typeof task.id !== 'string') throw badRow(`${where}.id`, 'missing');
    return { key: task.id, where, fields: task, isArchived: task.archived === true };
  });
  plan.records = plannedRecords(listOf(json, 'records'));
  plan.messages = listOf(json, 'privateMessages').map(messageOf);
  plan.skipped = skippedOf(json, player);
  return plan;
}

/** The parts of the player a restore takes, checked as the API presents them. */
const SCHEMA_CHECKED = [...OBJECT_FIELDS, 'party', 'pinnedItems', 'unpinnedItems'] as const;

/**
 * Refuses a part of the player whose values are not of the types the game reads (stats as
 * numbers, flags as booleans…): stored, they would break every later read of the player. Parts
 * the server adds when it presents the player may be missing.
 */
function checkShapes(player: Record<string, unknown>): void {
  for (const field of SCHEMA_CHECKED) {
    if (player[field] === undefined) continue;
    const [error] = Value.Errors(UserSchema.properties[field], player[field]).filter(
      (found) => found.keyword !== 'required',
    );
    if (error) {
      const path = error.instancePath.split('/').filter(Boolean).join('.');
      throw badRow(`player.${field}${path ? `.${path}` : ''}`, error.message);
    }
  }
}

function playerColumns(player: Record<string, unknown>): Record<string, unknown> {
  checkShapes(player);
  const columns: Record<string, unknown> = {};
  for (const field of OBJECT_FIELDS) {
    if (player[field] === undefined) continue;
    if (!isRecord(player[field])) throw badRow(`player.${field}`, 'must be an object');
    columns[RESTORED_PLAYER_FIELDS[field]] = player[field];
  }
  const stats = player.stats;
  if (isRecord(stats)) {
    for (const name of ['hp', 'mp', 'exp', 'gp', 'lvl']) {
      const value = stats[name];
      if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) {
        throw badRow(`player.stats.${name}`, 'must be a number');
      }
    }
    if (stats.lvl !== undefined && (!Number.isInteger(stats.lvl) || (stats.lvl as number) < 1)) {
      throw badRow('player.stats.lvl', 'must be a whole number from 1');
    }
  }
  for (const field of ['pinnedItems', 'unpinnedItems'] as const) {
    const items = player[field];
    if (items === undefined) continue;
    if (!Array.isArray(items) || !items.every((item) => isRecord(item))) {
      throw badRow(`player.${field}`, 'must be a list of items');
    }
    columns[RESTORED_PLAYER_FIELDS[field]] = items;
  }
  if (player.loginIncentives !== undefined) {
    if (!Number.isInteger(player.loginIncentives) || (player.loginIncentives as number) < 0) {
      throw badRow('player.loginIncentives', 'must be a whole number');
    }
    columns.login_incentives = player.loginIncentives;
  }
  return columns;
}

function tasksOrderOf(order: unknown): Record<string, string[]> | undefined {
  if (order === undefined) return undefined;
  if (!isRecord(order)) throw badRow('player.tasksOrder', 'must be an object');
  const lists: Record<string, string[]> = {};
  for (const list of ['habits', 'dailys', 'todos', 'rewards']) {
    const ids = order[list] ?? [];
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
      throw badRow(`player.tasksOrder.${list}`, 'must be a list of task ids');
    }
    lists[list] = ids;
  }
  return lists;
}

function historyOf(history: unknown): { exp: HistoryEntry[]; todos: HistoryEntry[] } {
  if (history === undefined) return { exp: [], todos: [] };
  if (!isRecord(history)) throw badRow('history', 'must be an object');
  const entries = (name: 'exp' | 'todos') => {
    const list = history[name] ?? [];
    if (!Array.isArray(list)) throw badRow(`history.${name}`, 'must be a list');
    return list.map((entry: unknown, index): HistoryEntry => {
      const at = `history.${name}[${index}]`;
      if (!isRecord(entry) || typeof entry.date !== 'number' || typeof entry.value !== 'number') {
        throw badRow(at, 'must be {date, value} with numbers');
      }
      return { date: entry.date, value: entry.value };
    });
  };
  return { exp: entries('exp'), todos: entries('todos') };
}

function listOf(json: Record<string, unknown>, field: string): unknown[] {
  const list = json[field] ?? [];
  if (!Array.isArray(list)) throw badRow(field, 'must be a list');
  return list;
}

function messageOf(message: unknown, index: number): PlannedMessage {
  const where = `privateMessages[${index}]`;
  if (!isRecord(message)) throw badRow(where, 'must be an object');
  if (typeof message.text !== 'string' || message.text === '') {
    throw badRow(`${where}.text`, 'must be text');
  }
  const createdAt = dateOf(message.createdAt);
  if (!createdAt) throw badRow(`${where}.createdAt`, 'must be a date');
  return {
    otherId:
      typeof message.otherId === 'string' && isUuid(message.otherId) ? message.otherId : null,
    isSent: message.isSent === true,
    text: message.text,
    likes: isRecord(message.likes) ? (message.likes as Record<string, boolean>) : {},
    createdAt,
    readAt: dateOf(message.readAt) ?? null,
  };
}

function skippedOf(json: Record<string, unknown>, player: Record<string, unknown>) {
  const skipped: ImportPlan['skipped'] = [];
  const count = (field: string) => (Array.isArray(json[field]) ? json[field].length : 0);
  const reasons = {
    chatMessages: 'chat messages stay in the groups they were written in',
    notifications: 'notifications were news of the moment',
    webhooks: 'a webhook sends your data to an address: set it up again yourself',
  };
  for (const [field, reason] of Object.entries(reasons)) {
    if (count(field) > 0) skipped.push({ what: `${count(field)} ${field}`, reason });
  }
  if (typeof player.gems === 'number' && player.gems > 0) {
    skipped.push({
      what: `${player.gems} gems`,
      reason: 'gems stay on the server they were bought on',
    });
  }
  const purchased = player.purchased;
  if (isRecord(purchased) && isRecord(purchased.plan) && purchased.plan.planId) {
    skipped.push({ what: 'subscription', reason: 'a subscription stays with its payment' });
  }
  if (isRecord(player.party) && isRecord(player.party.quest) && player.party.quest.key) {
    skipped.push({ what: 'quest progress', reason: 'a quest belongs to its party' });
  }
  return skipped;
}
