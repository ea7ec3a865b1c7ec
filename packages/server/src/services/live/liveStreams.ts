// The live streams open on this process. One subscription to the live feed serves them all: each
// batch is read and presented once (liveDeliveries), the players of every open stream are looked
// up in one query (liveReaders), and each stream is handed what is for its player. A stream that
// resumes (Last-Event-ID) first catches up from the database, up to where the feed stood when it
// opened; everything after that comes from the feed (liveStream orders the two).
import type { Queryable } from '../../db/database.ts';
import { loadLiveEventsFor, type LiveStoredEvent } from '../../db/repositories/liveEvents.ts';
import type { AppEvents } from '../events/events.ts';
import { comparePositions, type Subscription } from '../events/eventHub.ts';
import { prepareDeliveries } from './liveDeliveries.ts';
import { readersFor } from './liveReaders.ts';
import { createLiveStream, type LiveStream, type SendDeliveries } from './liveStream.ts';
import type { StreamOutput } from './liveStream.ts';

const CATCH_UP_PAGE = 500;

export interface OpenStream {
  userId: string;
  /** The client's Last-Event-ID: the position it saw last. */
  lastEventId?: string | undefined;
  output: StreamOutput;
  isTokenLive(): Promise<boolean>;
}

export interface LiveStreams {
  open(stream: OpenStream): Promise<LiveStream>;
  readonly openCount: number;
  /** Ends every stream (the server is closing: it would wait for them forever). */
  endAll(): void;
}

export interface LiveLog {
  error(details: object, message: string): void;
}

export function createLiveStreams(
  db: Queryable,
  events: Pick<AppEvents, 'subscribe'>,
  log: LiveLog,
): LiveStreams {
  const streams = new Set<LiveStream>();
  let subscription: Promise<Subscription> | undefined;
  /** The last position the feed handed over (where it stood, before any). */
  let received = '0';
  let batches = Promise.resolve();

  const deliver = async (batch: readonly LiveStoredEvent[], audience: LiveStream[]) => {
    const deliveries = await prepareDeliveries(db, batch);
    if (deliveries.length === 0) return;
    const readers = await readersFor(
      db,
      audience.map((stream) => stream.userId),
      deliveries,
    );
    for (const stream of audience) stream.offer(deliveries, readers.get(stream.userId));
  };

  const onBatch = (batch: readonly LiveStoredEvent[]) => {
    received = batch.at(-1)!.position;
    // The streams open now: one opened later starts after this batch, or catches up over it.
    const audience = [...streams];
    if (audience.length === 0) return;
    batches = batches
      .then(() => deliver(batch, audience))
      .catch((error: unknown) => {
        // These streams cannot tell what they missed: they end, and their clients resume.
        log.error({ err: error }, 'live batch not delivered');
        for (const stream of audience) stream.end();
      });
  };

  /** Subscribed to the feed, with `received` where it stood. */
  const subscribed = async () => {
    for (;;) {
      const current = (subscription ??= events.subscribe(onBatch).then((started) => {
        received = started.from;
        return started;
      }));
      await current;
      if (subscription === current) return;
    }
  };

  const remove = (stream: LiveStream) => {
    streams.delete(stream);
    if (streams.size > 0 || !subscription) return;
    const ending = subscription;
    subscription = undefined;
    void ending.then((started) => started.unsubscribe());
  };

  const catchUp = async (send: SendDeliveries, userId: string, after: string, upTo: string) => {
    let from = after;
    for (;;) {
      const page = await loadLiveEventsFor(db, { after: from, upTo, userId, limit: CATCH_UP_PAGE });
      if (page.length === 0) return;
      const deliveries = await prepareDeliveries(db, page);
      const readers = await readersFor(db, [userId], deliveries);
      await send(deliveries, readers.get(userId));
      if (page.length < CATCH_UP_PAGE) return;
      from = page.at(-1)!.position;
    }
  };

  return {
    async open({ userId, lastEventId, output, isTokenLive }) {
      await subscribed();
      const upTo = received;
      const isResuming = lastEventId !== undefined && comparePositions(lastEventId, upTo) < 0;
      const after = isResuming ? lastEventId : upTo;
      const stream: LiveStream = createLiveStream({
        userId,
        after,
        output,
        isTokenLive,
        onEnd: () => remove(stream),
        log,
      });
      streams.add(stream);
      if (isResuming) stream.enqueue((send) => catchUp(send, userId, after, upTo));
      return stream;
    },
    get openCount() {
      return streams.size;
    },
    endAll() {
      for (const stream of streams) stream.end();
    },
  };
}
