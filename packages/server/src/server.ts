// Starts a complete server (database, migrations, HTTP) and hands back a way to stop it.
// Used by main.ts, and by end-to-end tests and benchmarks (PORT=0, DATA_DIR=memory://).
// The role (config.role) decides the background work: `all` runs it here too (EVENT_WORKER
// allowing), `web` leaves it to worker processes, which startWorker runs without HTTP.
import type { FastifyServerOptions } from 'fastify';
import { buildApp, type App } from './app.ts';
import type { Config } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/openDatabase.ts';
import { trackInFlightRequests } from './middleware/inFlight.ts';

export interface RunningServer {
  app: App;
  /** e.g. `http://127.0.0.1:3000` (with the real port when PORT=0). */
  url: string;
  /** Stops taking requests, lets running ones finish, then closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: FastifyServerOptions['logger'];
}

export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<RunningServer> {
  const db = await openDatabase(config);
  let app: App | undefined;
  try {
    const applied = await migrate(db);
    const runEventWorker = config.role === 'all' && config.eventWorker;
    app = buildApp({ db, config, logger: options.logger, runEventWorker });
    const inFlight = trackInFlightRequests(app);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'applied database migrations');
    if (!config.smtpUrl)
      app.log.info(`SMTP_URL is not set: e-mail is written to ${config.outboxDir}`);
    const url = await app.listen({ port: config.port, host: config.host });
    const running = app;
    return {
      app: running,
      url: url.replace('://[::1]', '://localhost'),
      close: async () => {
        await running.close();
        await inFlight.whenIdle(10_000);
        await db.close();
      },
    };
  } catch (error) {
    await app?.close();
    await db.close();
    throw error;
  }
}

export interface RunningWorker {
  app: App;
  /** Finishes the batches in hand, then closes the database. */
  close(): Promise<void>;
}

/**
 * A worker process (SERVER_ROLE=worker): migrations, then the event outbox's workers and every
 * handler delivered through them; no HTTP. Several at once share the outbox (claims skip the
 * rows another holds, so each event is delivered once).
 */
export async function startWorker(
  config: Config,
  options: StartOptions = {},
): Promise<RunningWorker> {
  const db = await openDatabase(config);
  let app: App | undefined;
  try {
    const applied = await migrate(db);
    app = buildApp({ db, config, logger: options.logger, runEventWorker: true });
    if (applied.length > 0) app.log.info({ migrations: applied }, 'applied database migrations');
    // Ready (no listen) starts the workers: plugins/events.ts starts them on onReady.
    await app.ready();
    const running = app;
    return {
      app: running,
      close: async () => {
        await running.close();
        await db.close();
      },
    };
  } catch (error) {
    await app?.close();
    await db.close();
    throw error;
  }
}
