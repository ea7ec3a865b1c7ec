// The process entry point (`npm start`, `start:web`, `start:worker`): read the configuration,
// start the role it names, stop cleanly on a signal.
import { pathToFileURL } from 'node:url';
import { loadConfig } from './config.ts';
import { startServer, startWorker } from './server.ts';

export { startServer } from './server.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    // A setting to fix, said in one line (its stack would only hide it).
    console.error(`Questlog cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  const isTerminal = process.stdout.isTTY;
  const logger = {
    level: config.logLevel,
    // Readable lines for a person at a terminal; JSON lines for log collectors.
    ...(isTerminal ? { transport: { target: 'pino-pretty' } } : {}),
  };
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  let server: { app: { log: { info(message: string): void } }; close(): Promise<void> };
  if (config.role === 'worker') {
    server = await startWorker(config, { logger });
    server.app.log.info(`Questlog ${config.appVersion} worker running, data in ${where}`);
  } else {
    const web = await startServer(config, { logger });
    server = web;
    const role = config.role === 'web' ? ' (web only: background work is left to workers)' : '';
    web.app.log.info(
      `Questlog ${config.appVersion} listening on ${web.url}${role}, data in ${where}`,
    );
  }

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    server.app.log.info(`${signal} received, shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

const isEntryPoint =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  main().catch((error: unknown) => {
    console.error('Questlog failed to start:', error);
    process.exit(1);
  });
}
