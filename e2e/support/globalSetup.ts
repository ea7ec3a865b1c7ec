// One app for the whole end-to-end run, started the way a newcomer starts it: `npm start`
// (here on a free port, with an in-memory database).
import type { TestProject } from 'vitest/node';
import { startAppProcess } from '../../scripts/appProcess.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const app = await startAppProcess({ command: 'npm', args: ['start'] });
  project.provide('baseURL', app.baseURL);
  return app.stop;
}
