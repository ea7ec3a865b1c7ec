// Imports an account archive (GET /export/account.json of another Questlog) into this server's
// database: `npm run import-account --workspace @questlog/server -- <file>` with the same
// DATA_DIR or DATABASE_URL as the server. Prints the account id and a new API token; the
// archive carries no password, so the player sets one through "forgot password".
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { loadConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/openDatabase.ts';
import { issueApiToken } from './services/apiTokens.ts';
import { importAccount } from './services/dataExport/accountArchive.ts';

/** Imports the archive and issues an API token for it, in one go. */
export async function importAccountWithToken(
  db: Database,
  archive: unknown,
  now: Date,
): Promise<{ userId: string; apiToken: string }> {
  const userId = await importAccount(db, archive);
  const apiToken = await db.transaction((tx) => issueApiToken(tx, userId, now));
  return { userId, apiToken };
}

async function main(file: string | undefined): Promise<void> {
  if (!file) throw new Error('usage: import-account <questlog-account.json>');
  const archive = JSON.parse(await readFile(file, 'utf8')) as unknown;
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    const { userId, apiToken } = await importAccountWithToken(db, archive, new Date());
    console.log(`Imported account ${userId}\nAPI token: ${apiToken}`);
  } finally {
    await db.close();
  }
}

const isEntryPoint =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  main(process.argv[2]).catch((error: unknown) => {
    console.error('Import failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
