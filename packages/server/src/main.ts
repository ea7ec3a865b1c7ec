// The process entry point (`npm start`): read the configuration, start, stop cleanly on a signal.
import { pathToFileURL } from 'node:url';
import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

export { startServer } from './server.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const isTerminal = process.stdout.isTTY;
  const server = await startServer(config, {
    logger: {
      level: config.logLevel,
      // Readable lines for a person at a terminal; JSON lines for log collectors.
      ...(isTerminal ? { transport: { target: 'pino-pretty' } } : {}),
    },
  });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  server.app.log.info(`Questlog ${config.appVersion} listening on ${server.url}, data in ${where}`);

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
