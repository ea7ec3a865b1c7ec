// `npm run dev`: the API with reload on change, and Vite's dev server (hot reload) proxying /api to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: Record<string, string>): void {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    stopAll();
    process.exit(code ?? 0);
  });
  children.push(child);
}

function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}

process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

run('npx', ['tsx', 'watch', 'packages/server/src/main.ts'], { PORT: apiPort });
run('npm', ['run', 'dev', '--workspace', '@questlog/web'], {
  API_PORT: apiPort,
});
