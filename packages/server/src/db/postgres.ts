// A real PostgreSQL server through a `pg` connection pool (when DATABASE_URL is set).
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Clock } from '../services/clock.ts';
import type { Database, Queryable } from './database.ts';
import { createPostgresListener } from './postgresListener.ts';

export interface PostgresOptions {
  connectionString: string;
  /** Sets `search_path` on every connection (tests isolate themselves in a schema). */
  searchPath?: string;
  max?: number;
  /** Where LISTEN connects (a direct connection when the pool goes through a pooler). */
  listenConnectionString?: string;
  /** Prepare statements by name per connection (default); off behind a transaction pooler. */
  preparedStatements?: boolean;
  /** Told when an idle connection breaks (e.g. the server restarted); pg replaces it. */
  onIdleError?: (error: Error) => void;
  /** Times the pauses before a broken LISTEN connection is reopened (default: the system's). */
  clock?: Clock;
}

export function openPostgres({
  connectionString,
  searchPath,
  max = 10,
  listenConnectionString = connectionString,
  preparedStatements = true,
  onIdleError = (error) => console.error('PostgreSQL connection error', error),
  clock,
}: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString,
    max,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // Without a listener an idle connection's error would crash the process.
  pool.on('error', onIdleError);
  const listener = createPostgresListener(
    { connectionString: listenConnectionString },
    onIdleError,
    clock,
  );
  const queryable = preparedStatements ? preparedQueryable : unpreparedQueryable;
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      // A transaction needs one dedicated connection from start to end.
      const client = await pool.connect();
      let isBroken = false;
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is discarded rather than returned to the pool.
        await client.query('ROLLBACK').catch(() => (isBroken = true));
        throw error;
      } finally {
        client.release(isBroken);
      }
    },
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

function preparedQueryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      // Named statements are parsed and planned once per connection, then reused (the hot
      // paths run the same few statements thousands of times a second).
      const result = await target.query<T & pg.QueryResultRow>({
        name: statementName(sql),
        text: sql,
        values: params as unknown[],
      });
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

/**
 * Unnamed statements only: each query is parsed in the one round trip that runs it, so nothing
 * outlives the transaction (a transaction pooler hands the next one another server connection).
 */
function unpreparedQueryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T & pg.QueryResultRow>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

const statementNames = new Map<string, string>();

/** A stable name per SQL text (pg keeps one prepared statement per name and connection). */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    statementNames.set(sql, name);
  }
  return name;
}
