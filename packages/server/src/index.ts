// The public surface of @questlog/server, for end-to-end tests, benchmarks and scripts.
export { buildApp, type App, type AppOptions } from './app.ts';
export { loadConfig, IN_MEMORY, type Config } from './config.ts';
export type { Database, Queryable } from './db/database.ts';
export { migrate } from './db/migrate.ts';
export { openDatabase } from './db/openDatabase.ts';
export { startServer, type RunningServer, type StartOptions } from './server.ts';
