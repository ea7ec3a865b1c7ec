// The app this worker's journeys drive. The global setup starts one app per worker, so journeys
// in different workers never meet: one that moves the server's clock or counts the Tavern's
// messages sees only its own worker's files, which run one after another.
import { inject } from 'vitest';

const apps = inject('apps');
// Vitest numbers its workers 1 to maxWorkers.
const app = apps[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % apps.length]!;

/** The app's address, e.g. http://127.0.0.1:41234. */
export const baseURL = app.baseURL;
/** Where the app writes the e-mails it sends. */
export const outboxDir = app.outboxDir;
