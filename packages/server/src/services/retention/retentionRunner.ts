// Runs the retention jobs (retentionJobs.ts) in the worker: every few minutes it claims each job
// that is due and runs it in short batches. The claim is one statement on the job's row
// (retention_jobs), so with several workers each run happens once; a run is idempotent (it deletes
// what is past its time, and a second run finds nothing), so a worker dying mid-run loses nothing.
// Time comes from the worker's clock: a test moves it and the due run happens.
import type { Database } from '../../db/database.ts';
import { claimRetentionJob, saveRetentionRun } from '../../db/repositories/retention.ts';
import type { Clock } from '../clock.ts';
import {
  defaultRetentionPolicy,
  retentionJobs,
  type RetentionJob,
  type RetentionPolicy,
} from './retentionJobs.ts';

export interface RetentionOptions {
  clock: Clock;
  jobs: readonly RetentionJob[];
  /** Each job runs once in this long, whatever the number of workers. */
  everyMs: number;
  /** How often a worker looks for a due job. */
  tickMs: number;
  /** Rows per statement. */
  batchSize: number;
  /** A run stops after this many batches and goes on at the next tick. */
  maxBatchesPerRun: number;
}

export const defaultRetentionOptions = (
  clock: Clock,
  policy: RetentionPolicy = defaultRetentionPolicy,
): RetentionOptions => ({
  clock,
  jobs: retentionJobs(policy),
  everyMs: 3_600_000,
  tickMs: 300_000,
  batchSize: 5_000,
  maxBatchesPerRun: 200,
});

export interface RetentionRun {
  job: string;
  deleted: number;
  /** False when the run stopped at its batch limit with more to delete. */
  isDone: boolean;
}

/** Runs each job that is due now and no other worker has claimed; answers what each run did. */
export async function runDueRetention(
  db: Database,
  options: RetentionOptions,
): Promise<RetentionRun[]> {
  const runs: RetentionRun[] = [];
  for (const job of options.jobs) {
    const now = options.clock.now();
    const claim = await claimRetentionJob(
      db,
      job.name,
      now,
      new Date(now.getTime() + options.everyMs),
    );
    if (!claim) continue;
    let { position } = claim;
    let deleted = 0;
    let isDone = false;
    for (let batch = 0; !isDone && batch < options.maxBatchesPerRun; batch += 1) {
      const output = await job.runBatch(db, { now, position, limit: options.batchSize });
      deleted += output.deleted;
      position = output.position ?? position;
      isDone = output.isDone;
    }
    // Work left over: due again at once, so the next tick goes on with it.
    await saveRetentionRun(db, job.name, {
      position,
      deleted,
      ranAt: now,
      ...(isDone ? {} : { nextRunAt: now }),
    });
    runs.push({ job: job.name, deleted, isDone });
  }
  return runs;
}

export interface RetentionLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RetentionRunner {
  /** Resolves once the run in hand (if any) has finished. */
  whenIdle(): Promise<void>;
  /** Finishes the run in hand, then stops. */
  stop(): Promise<void>;
}

/** Runs the due jobs now, then again every `tickMs` on the clock, until stopped. */
export function startRetention(
  db: Database,
  log: RetentionLog,
  options: RetentionOptions,
): RetentionRunner {
  let isRunning = true;
  let cancelTimer: (() => void) | undefined;
  let running = Promise.resolve();
  const tick = () => {
    running = runDueRetention(db, options)
      .then((runs) => {
        const pruned = runs.filter((run) => run.deleted > 0);
        if (pruned.length > 0) log.info({ runs: pruned }, 'retention jobs pruned rows');
      })
      .catch((error: unknown) => log.error({ err: error }, 'retention jobs failed'))
      .then(() => {
        if (isRunning) cancelTimer = options.clock.after(options.tickMs, tick);
      });
  };
  tick();
  return {
    whenIdle: () => running,
    async stop() {
      isRunning = false;
      cancelTimer?.();
      await running;
    },
  };
}
