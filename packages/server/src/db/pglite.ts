// The embedded database: PostgreSQL compiled to WebAssembly, running in this process.
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';
import { checkedChannel } from './notificationChannel.ts';

export interface PgliteOptions {
  /** A directory for the files, or `memory://`. */
  dataDir: string;
  /** A dump from `PGlite#dumpDataDir` to start from (skips initdb; used by tests). */
  loadDataDir?: Blob;
}

export async function openPglite({ dataDir, loadDataDir }: PgliteOptions): Promise<Database> {
  // PGlite creates the data directory itself, but not its missing parents.
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  return wrapPglite(pglite);
}

export function wrapPglite(pglite: PGlite): Database {
  return {
    kind: 'pglite',
    ...queryable(pglite),
    // PGlite has one connection: it queues other work until the transaction ends.
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    // One instance is the whole database: PGlite hands its own notifications to its listeners.
    listen: async (channel, onNotify) => pglite.listen(checkedChannel(channel), onNotify),
    close: () => pglite.close(),
  };
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}
