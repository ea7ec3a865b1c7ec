// CPU time spent by given processes, read from Linux's /proc (utime + stime), so a benchmark can
// say how many cores the server and PostgreSQL used for what they served: capacity per core is
// the rate divided by the cores used, which holds on a machine where the two share the cores.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (`getconf CLK_TCK`; 100 on Linux's usual builds). */
const TICKS_PER_SECOND = 100;

interface ProcessTimes {
  pid: number;
  command: string;
  processGroup: number;
  cpuSeconds: number;
}

function readProcess(pid: number): ProcessTimes | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [processGroup, userTicks, systemTicks] = [fields[2], fields[11], fields[12]].map(Number);
    return {
      pid,
      command,
      processGroup: processGroup!,
      cpuSeconds: (userTicks! + systemTicks!) / TICKS_PER_SECOND,
    };
  } catch {
    return undefined; // gone since the listing
  }
}

function allProcesses(): ProcessTimes[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => readProcess(Number(name)) ?? []);
}

export type ProcessFilter = (process: ProcessTimes) => boolean;

/** The processes in the given process groups (a server and the children it starts). */
export const inProcessGroups =
  (groups: readonly number[]): ProcessFilter =>
  (process) =>
    groups.includes(process.processGroup);

/** The processes running `command` (`postgres`: its backends and its own processes). */
export const runningCommand =
  (...commands: string[]): ProcessFilter =>
  (process) =>
    commands.includes(process.command);

/** CPU seconds so far of the chosen processes, by process id. */
export function snapshot(filter: ProcessFilter): Map<number, number> {
  return new Map(
    allProcesses()
      .filter(filter)
      .map((process) => [process.pid, process.cpuSeconds]),
  );
}

/** How often `coresUsedDuring` reads the processes, to catch those that end before the work. */
const SAMPLE_EVERY_MS = 100;

/**
 * Cores the chosen processes used while `work` ran: their CPU seconds over the wall seconds. A
 * process that started meanwhile counts from zero; one that ended meanwhile (a pool closed at the
 * work's end) counts up to its last reading, at most 100 ms before it ended.
 */
export async function coresUsedDuring<T>(
  filter: ProcessFilter,
  work: () => Promise<T>,
): Promise<{ result: T; cores: number }> {
  const before = snapshot(filter);
  const latest = new Map(before);
  const read = () => {
    for (const [pid, seconds] of snapshot(filter)) latest.set(pid, seconds);
  };
  const sampler = setInterval(read, SAMPLE_EVERY_MS);
  const started = performance.now();
  try {
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    read();
    let cpuSeconds = 0;
    for (const [pid, now] of latest) cpuSeconds += now - (before.get(pid) ?? 0);
    return { result, cores: cpuSeconds / seconds };
  } finally {
    clearInterval(sampler);
  }
}

/** CPU seconds the chosen processes spent since `before` (a `snapshot` of the same filter). */
export function cpuSecondsSince(
  before: ReadonlyMap<number, number>,
  filter: ProcessFilter,
): number {
  let cpuSeconds = 0;
  for (const [pid, now] of snapshot(filter)) cpuSeconds += now - (before.get(pid) ?? 0);
  return cpuSeconds;
}
