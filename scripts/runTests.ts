// `npm test`: every check a change must pass, one stage after another, stopping at the first
// that fails, then one line per stage with its time so a slow stage is seen at once.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

interface Stage {
  name: string;
  command: string;
  args: string[];
}

const npx = (...args: string[]) => ({ command: 'npx', args });

const stages: Stage[] = [
  { name: 'format', ...npx('prettier', '--check', '--log-level', 'warn', '.') },
  { name: 'lint', ...npx('eslint', '--max-warnings', '0', '.') },
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'core', ...npx('vitest', 'run', '--project', 'core') },
  { name: 'server', ...npx('vitest', 'run', '--project', 'server') },
  { name: 'web', ...npx('vitest', 'run', '--project', 'web') },
  { name: 'scripts', ...npx('vitest', 'run', '--project', 'scripts') },
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  { name: 'e2e', ...npx('vitest', 'run', '--config', 'e2e/vitest.config.ts') },
];

function run(stage: Stage): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

const timings: string[] = [];
const started = performance.now();
let failed: string | null = null;

for (const stage of stages) {
  console.log(`\n▶ ${stage.name}: ${stage.command} ${stage.args.join(' ')}`);
  const stageStarted = performance.now();
  const code = await run(stage);
  timings.push(`${stage.name} ${seconds(performance.now() - stageStarted)}`);
  if (code !== 0) {
    failed = stage.name;
    break;
  }
}

const outcome = failed ? `FAILED at ${failed}` : 'passed';
console.log(
  `\nnpm test ${outcome} in ${seconds(performance.now() - started)}: ${timings.join(' · ')}`,
);
process.exitCode = failed ? 1 : 0;
