// One app for the whole end-to-end run, started the way a newcomer starts it: `npm start`
// (here on a free port, with an in-memory database and an outbox folder of its own). With
// E2E_BASE_URL set, the journeys run against that app instead, started by whoever set it (the
// cluster test runs the social journey through nginx this way).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAppProcess } from '../../scripts/appProcess.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    outboxDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outboxDir = await mkdtemp(join(tmpdir(), 'questlog-e2e-outbox-'));
  const givenURL = process.env.E2E_BASE_URL;
  if (givenURL) {
    project.provide('baseURL', givenURL);
    project.provide('outboxDir', outboxDir);
    return () => rm(outboxDir, { recursive: true, force: true });
  }
  const app = await startAppProcess({
    command: 'npm',
    args: ['start'],
    // The day-boundary journey moves the server's clock (POST /debug/jump-time).
    env: { OUTBOX_DIR: outboxDir, DEBUG_ROUTES: 'true' },
  });
  project.provide('baseURL', app.baseURL);
  project.provide('outboxDir', outboxDir);
  return async () => {
    await app.stop();
    await rm(outboxDir, { recursive: true, force: true });
  };
}
