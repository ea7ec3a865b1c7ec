// The apps for the end-to-end run, started the way a newcomer starts one: `npm start` (here on a
// free port, with an in-memory database and an outbox folder of its own). One app per worker
// (E2E_WORKERS, 2 by default; `support/app.ts` picks the worker's): a journey is a chain of
// browser, test and server taking turns, so one worker keeps about one core busy, and two keep
// two. With E2E_BASE_URL set, the journeys run against that app instead, started by whoever set
// it (the cluster test runs the social journey through nginx this way).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAppProcess } from '../../scripts/appProcess.ts';
import { e2eWorkers } from './workers.ts';

export interface E2eApp {
  baseURL: string;
  outboxDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    apps: E2eApp[];
  }
}

async function startApp(): Promise<{ app: E2eApp; stop: () => Promise<void> }> {
  const outboxDir = await mkdtemp(join(tmpdir(), 'questlog-e2e-outbox-'));
  const removeOutbox = () => rm(outboxDir, { recursive: true, force: true });
  const givenURL = process.env.E2E_BASE_URL;
  if (givenURL) return { app: { baseURL: givenURL, outboxDir }, stop: removeOutbox };
  const app = await startAppProcess({
    command: 'npm',
    args: ['start'],
    // The day-boundary journey moves the server's clock (POST /debug/jump-time).
    env: { OUTBOX_DIR: outboxDir, DEBUG_ROUTES: 'true' },
  });
  return {
    app: { baseURL: app.baseURL, outboxDir },
    stop: async () => {
      await app.stop();
      await removeOutbox();
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const count = process.env.E2E_BASE_URL ? 1 : e2eWorkers();
  const results = await Promise.allSettled(Array.from({ length: count }, startApp));
  const started = results.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(started.map(({ stop }) => stop()));
    throw failed.reason;
  }
  project.provide(
    'apps',
    started.map(({ app }) => app),
  );
  return async () => {
    await Promise.all(started.map(({ stop }) => stop()));
  };
}
