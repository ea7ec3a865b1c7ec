// `npm test`: every check a change must pass, stopping at the first step that fails, then one line
// per stage with its time so a slow stage is seen at once. The static checks (format, lint,
// typecheck) read files only and run side by side: each is one busy core for most of its time, so
// on two cores they finish in about the time of the longest. Their output is held until each ends,
// so it doesn't interleave.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

interface Stage {
  name: string;
  command: string;
  args: string[];
}

const npx = (...args: string[]) => ({ command: 'npx', args });

/** Steps run one after another; the stages of one step run at the same time. */
const steps: Stage[][] = [
  [
    {
      name: 'format',
      ...npx('prettier', '--check', '--log-level', 'warn', '--experimental-cli', '.'),
    },
    { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  ],
  [{ name: 'core', ...npx('vitest', 'run', '--project', 'core') }],
  [{ name: 'server', ...npx('vitest', 'run', '--project', 'server') }],
  [{ name: 'web', ...npx('vitest', 'run', '--project', 'web') }],
  // The build before the scripts: the cluster tests run the social journey through nginx.
  [{ name: 'build', command: 'npm', args: ['run', '--silent', 'build'] }],
  [{ name: 'scripts', ...npx('vitest', 'run', '--project', 'scripts') }],
  [{ name: 'e2e', ...npx('vitest', 'run', '--config', 'e2e/vitest.config.ts') }],
];

interface Outcome {
  stage: Stage;
  code: number;
  ms: number;
}

/** Runs a stage; alone it prints as it goes, beside others its output is printed when it ends. */
function run(stage: Stage, alone: boolean): Promise<Outcome> {
  const started = performance.now();
  const header = `\n▶ ${stage.name}: ${stage.command} ${stage.args.join(' ')}`;
  if (alone) console.log(header);
  return new Promise((resolve) => {
    const held: Buffer[] = [];
    const child = spawn(stage.command, stage.args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    const finish = (code: number) => {
      if (!alone) process.stdout.write(`${header}\n${Buffer.concat(held).toString()}`);
      resolve({ stage, code, ms: performance.now() - started });
    };
    child.on('error', () => finish(1));
    child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

const timings: string[] = [];
const started = performance.now();
let failed: string[] = [];

for (const step of steps) {
  const outcomes = await Promise.all(step.map((stage) => run(stage, step.length === 1)));
  for (const { stage, ms } of outcomes) timings.push(`${stage.name} ${seconds(ms)}`);
  failed = outcomes.filter(({ code }) => code !== 0).map(({ stage }) => stage.name);
  if (failed.length > 0) break;
}

const outcome = failed.length > 0 ? `FAILED at ${failed.join(', ')}` : 'passed';
console.log(
  `\nnpm test ${outcome} in ${seconds(performance.now() - started)}: ${timings.join(' · ')}`,
);
process.exitCode = failed.length > 0 ? 1 : 0;
