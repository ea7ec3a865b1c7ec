// The retention jobs (services/retention/) run where the event outbox's workers run: in a worker
// process, or in the all-in-one server. They start once the app is ready and stop as it closes.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../services/clock.ts';
import { defaultRetentionPolicy } from '../services/retention/retentionJobs.ts';
import {
  defaultRetentionOptions,
  startRetention,
  type RetentionRunner,
} from '../services/retention/retentionRunner.ts';

export function registerRetention(
  app: FastifyInstance,
  { isRunning, clock }: { isRunning: boolean; clock: Clock },
): void {
  if (!isRunning) return;
  let runner: RetentionRunner | undefined;
  app.addHook('onReady', async () => {
    const policy = {
      ...defaultRetentionPolicy,
      keepChatMessagesPerGroup: app.config.chatMessagesKept,
    };
    runner = startRetention(app.db, app.log, defaultRetentionOptions(clock, policy));
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
  });
}
