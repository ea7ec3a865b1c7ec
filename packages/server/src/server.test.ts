import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/helpers/testApp.ts';
import { recordEvent } from './db/repositories/events.ts';
import { startServer, startWorker } from './server.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

// The way end-to-end tests and benchmarks start a real server: a free port, a fresh database.
describe('startServer', () => {
  it('listens on a free port with an in-memory database, migrated, until closed', async () => {
    const server = await startServer(testConfig({ port: 0, dataDir: 'memory://' }), {
      logger: false,
    });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${server.url}/api/v4/status`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ success: true, data: { status: 'up' } });
      expect(await server.app.db.query('SELECT count(*)::int AS n FROM users')).toEqual([{ n: 0 }]);
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/api/v4/status`)).rejects.toThrow();
  });

  it.skipIf(!postgresUrl)('uses PostgreSQL when a database URL is given', async () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    try {
      const url = new URL(postgresUrl ?? '');
      url.searchParams.set('options', `-c search_path=${schema}`);
      const server = await startServer(testConfig({ port: 0, databaseUrl: url.href }), {
        logger: false,
      });
      try {
        expect(server.app.db.kind).toBe('postgres');
        expect((await fetch(`${server.url}/api/v3/status`)).status).toBe(200);
        const tables = await admin.query(
          'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1',
          [schema],
        );
        const names = tables.rows.map((row: { table_name: string }) => row.table_name);
        expect(names).toEqual(
          expect.arrayContaining(['schema_migrations', 'users', 'credentials', 'tasks', 'tags']),
        );
      } finally {
        await server.close();
      }
    } finally {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  });

  it.skipIf(!postgresUrl)(
    'splits into a web process with no background work and a worker with no HTTP',
    async () => {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      try {
        const url = new URL(postgresUrl ?? '');
        url.searchParams.set('options', `-c search_path=${schema}`);
        const web = await startServer(testConfig({ port: 0, databaseUrl: url.href, role: 'web' }), {
          logger: false,
        });
        const worker = await startWorker(
          testConfig({ port: 0, databaseUrl: url.href, role: 'worker' }),
          { logger: false },
        );
        try {
          await expect(web.app.events.settle()).rejects.toThrow('No event worker runs');
          expect(worker.app.server.listening).toBe(false);
          const delivered: string[] = [];
          worker.app.events.handlers.register('test.roles', async (event) => {
            delivered.push(event.id);
          });
          // Recorded through the web process; the worker is woken by its NOTIFY.
          const id = await web.app.db.transaction((tx) =>
            recordEvent(tx, { type: 'test.roles', payload: {} }),
          );
          await worker.app.events.settle();
          expect(delivered).toEqual([id]);
        } finally {
          await worker.close();
          await web.close();
        }
      } finally {
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    },
  );
});
