// Picks the database from the configuration: PostgreSQL when DATABASE_URL is set, else PGlite.
import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<Config, 'databasePoolSize' | 'databaseListenUrl' | 'databasePreparedStatements'>>,
): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgres({
      connectionString: config.databaseUrl,
      max: config.databasePoolSize,
      listenConnectionString: config.databaseListenUrl ?? config.databaseUrl,
      preparedStatements: config.databasePreparedStatements ?? true,
    });
  }
  return openPglite({ dataDir: config.dataDir });
}
