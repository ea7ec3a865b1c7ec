// Starts the real app the way a newcomer does (`npm start`), on a free port with an
// in-memory database, and waits until its status route answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const repositoryRoot = resolve(import.meta.dirname, '../..');

export interface RunningApp {
  baseURL: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitUntilUp(baseURL: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/v4/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
  }
  throw new Error(`the app did not answer on ${baseURL} within ${timeoutMs} ms`);
}

export async function startApp(): Promise<RunningApp> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn('npm', ['start'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stopping it also stops tsx's child
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitUntilUp(baseURL, child, 60_000);
  } catch (error) {
    killGroup(child);
    throw new Error(`${(error as Error).message}\n${output.join('')}`);
  }
  return {
    baseURL,
    stop: async () => {
      killGroup(child);
      await new Promise((resolveExit) => {
        if (child.exitCode !== null) resolveExit(undefined);
        else child.once('exit', resolveExit);
      });
    },
  };
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
