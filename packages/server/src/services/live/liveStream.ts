// One open live stream. Everything it sends goes through one queue, in position order and each
// event once, whether it comes from the catch-up after a reconnect or from the live feed: the
// catch-up is queued first, live batches queue behind it, and an event at or before the last
// position handled is dropped. So a client that resumes from the last id it saw misses nothing
// and gets nothing twice.
import { comparePositions } from '../events/eventHub.ts';
import type { LiveDelivery, LiveReader } from './liveDeliveries.ts';

export interface StreamOutput {
  write(text: string): void;
  end(): void;
}

export type SendDeliveries = (
  deliveries: readonly LiveDelivery[],
  reader: LiveReader | undefined,
) => Promise<void>;

export interface LiveStream {
  readonly userId: string;
  readonly isEnded: boolean;
  /** Queues a batch of the feed for this stream's player (undefined: their account is gone). */
  offer(deliveries: readonly LiveDelivery[], reader: LiveReader | undefined): void;
  /** Queues work that sends before anything offered later (the catch-up). */
  enqueue(task: (send: SendDeliveries) => Promise<void>): void;
  end(): void;
}

export interface LiveStreamOptions {
  userId: string;
  /** The position it starts after: the client's Last-Event-ID, or where the feed stood. */
  after: string;
  output: StreamOutput;
  /** Whether the token the stream was opened with still works. */
  isTokenLive(): Promise<boolean>;
  onEnd(): void;
  log: { error(details: object, message: string): void };
}

export function createLiveStream(options: LiveStreamOptions): LiveStream {
  const { userId, output } = options;
  let handledUpTo = options.after;
  let isEnded = false;
  let queue = Promise.resolve();

  const end = () => {
    if (isEnded) return;
    isEnded = true;
    output.end();
    options.onEnd();
  };

  const send: SendDeliveries = async (deliveries, reader) => {
    if (!reader) return end();
    for (const delivery of deliveries) {
      if (isEnded) return;
      if (comparePositions(delivery.position, handledUpTo) <= 0) continue;
      if (delivery.revokesTokensOf === userId && !(await options.isTokenLive())) return end();
      handledUpTo = delivery.position;
      const text = delivery.textFor(reader);
      if (text !== undefined) output.write(text);
    }
  };

  const enqueue = (task: (send: SendDeliveries) => Promise<void>) => {
    queue = queue
      .then(() => (isEnded ? undefined : task(send)))
      .catch((error: unknown) => {
        // A stream that cannot tell what it missed ends; the client resumes from its last id.
        options.log.error({ err: error }, 'live stream failed');
        end();
      });
  };

  return {
    userId,
    get isEnded() {
      return isEnded;
    },
    offer: (deliveries, reader) => enqueue((sendNow) => sendNow(deliveries, reader)),
    enqueue,
    end,
  };
}
