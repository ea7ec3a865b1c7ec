// Starts the app (or the bare API server) as a child process on a free port and waits until its
// status route answers. Shared by the end-to-end suite and the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const repositoryRoot = resolve(import.meta.dirname, '..');

export interface AppProcess {
  baseURL: string;
  /** The started command's own process (npm's, for `npm start`). */
  pid: number;
  /** Resolves when that process has exited. */
  exited: Promise<void>;
  stop(): Promise<void>;
}

export interface AppProcessOptions {
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Show the process's output on ours (benchmarks) or keep it to report a failed start (tests). */
  inheritOutput?: boolean;
  startTimeoutMs?: number;
  /** Where to run the command; the repository by default (a benchmark may start another checkout). */
  cwd?: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(options.command, options.args, {
    cwd: options.cwd ?? repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: options.inheritOutput ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stopping it also stops the children npm and tsx start
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const stop = () => stopProcessGroup(child);
  try {
    await waitUntilUp(baseURL, child, options.startTimeoutMs ?? 60_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output.join('')}`);
  }
  return { baseURL, pid: child.pid ?? 0, exited, stop };
}

async function waitUntilUp(baseURL: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/v4/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
  }
  throw new Error(`the app did not answer on ${baseURL} within ${timeoutMs} ms`);
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return;
  const hasExited = child.exitCode !== null || child.signalCode !== null;
  const exited = hasExited
    ? Promise.resolve()
    : new Promise((resolveExit) => child.once('exit', resolveExit));
  try {
    // the whole group, even when the started command is gone: what it left running goes too
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  await exited;
}
