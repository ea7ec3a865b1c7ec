import type { TestProject } from 'vitest/node';
import { startApp } from './appServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const app = await startApp();
  project.provide('baseURL', app.baseURL);
  return app.stop;
}
