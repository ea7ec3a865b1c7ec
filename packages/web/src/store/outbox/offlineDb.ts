// The browser's IndexedDB database for offline play (issue 29): the outbox of changes not sent
// yet, and each player's last known state. One connection, opened on first use.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { HeldRequest } from './changeAttempt.ts';

/** A change waiting to be sent, in the order it was made (`seq`). */
export interface QueuedChange {
  seq?: number;
  playerId: string;
  /** The idempotency key: the same on every send, so the server applies it once. */
  key: string;
  /** When the player made it (ISO). */
  clientTime: string;
  request: HeldRequest;
  /** The change in the player's words, for the notice if the server refuses it. */
  label: string;
}

/** The game state last shown to a player, kept to open with and to lay over old reads. */
export interface SavedGame {
  playerId: string;
  savedAt: string;
  state: unknown;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: number; value: QueuedChange; indexes: { byPlayer: string } };
  games: { key: string; value: SavedGame };
}

const databaseName = 'questlog-offline';
let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(databaseName, 1, {
    upgrade(db) {
      const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('byPlayer', 'playerId');
      db.createObjectStore('games', { keyPath: 'playerId' });
    },
  });
  return opening;
}

/** For tests: close and forget the connection (a reload). */
export async function closeOfflineDb(): Promise<void> {
  const db = await opening;
  db?.close();
  opening = null;
}

export async function queuedChanges(playerId: string): Promise<QueuedChange[]> {
  const all = await (await offlineDb()).getAllFromIndex('outbox', 'byPlayer', playerId);
  return all.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

export async function addQueuedChange(change: QueuedChange): Promise<number> {
  return (await offlineDb()).add('outbox', change);
}

/** Writes a waiting change again (its request now names a task by the server's id). */
export async function replaceQueuedChange(change: QueuedChange): Promise<void> {
  await (await offlineDb()).put('outbox', change);
}

export async function removeQueuedChange(seq: number): Promise<void> {
  await (await offlineDb()).delete('outbox', seq);
}

export async function saveGame(game: SavedGame): Promise<void> {
  await (await offlineDb()).put('games', game);
}

export async function savedGame(playerId: string): Promise<SavedGame | undefined> {
  return (await offlineDb()).get('games', playerId);
}

/** Drops what was kept for a player who signed out here: their game and their waiting changes. */
export async function forgetPlayer(playerId: string): Promise<void> {
  const db = await offlineDb();
  const transaction = db.transaction(['outbox', 'games'], 'readwrite');
  const outbox = transaction.objectStore('outbox');
  for (const seq of await outbox.index('byPlayer').getAllKeys(playerId)) await outbox.delete(seq);
  await transaction.objectStore('games').delete(playerId);
  await transaction.done;
}
