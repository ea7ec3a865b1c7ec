// The chat workload (issue 16): BENCH_CHAT_LISTENERS players (default 200) join one guild and hold
// its live stream (GET /live) open, spread over the given web processes; one member posts BENCH_CHAT_MESSAGES messages (default 100)
// at BENCH_CHAT_RATE a second (default 10). Measured: the post's latency, and the delivery
// latency — from sending the post to each listener's stream showing the message.
// Each listener behaves as the web client does with the chat open: an event that carries the
// message is applied as it is; one that carries only ids (the stream before issue 27) makes it
// fetch the chat again, one fetch at a time. `listenerRequests` counts those fetches.
import { performance } from 'node:perf_hooks';
import { post, registerBenchPlayer } from './benchApi.ts';

export interface ChatFigures {
  workload: string;
  posts: number;
  postP50Ms: number;
  postP99Ms: number;
  deliveries: number;
  missed: number;
  deliveryP50Ms: number;
  deliveryP99Ms: number;
  listenerRequests: number;
}

interface Arrival {
  messageId: string;
  at: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

const SIGN_UPS_AT_ONCE = 8;

/**
 * Posts through `baseURL`; listener i holds its stream on `listenerURLs[i mod n]` (the web
 * processes of a cluster, so a message crosses from one process to the others' listeners).
 */
export async function measureChat(
  baseURL: string,
  listenerURLs: readonly string[] = [baseURL],
): Promise<ChatFigures> {
  const listeners = Number(process.env.BENCH_CHAT_LISTENERS ?? 200);
  const messages = Number(process.env.BENCH_CHAT_MESSAGES ?? 100);
  const rate = Number(process.env.BENCH_CHAT_RATE ?? 10);
  const run = Date.now().toString(36);
  const poster = await registerBenchPlayer(baseURL, `chat${run}`);
  await post(baseURL, '/api/v4/debug/add-ten-gems', {}, poster);
  const guild = await post<{ _id: string }>(
    baseURL,
    '/api/v4/groups',
    { type: 'guild', name: 'Bench guild', privacy: 'public' },
    poster,
  );
  const sentAt = new Map<string, number>();
  // A delivery may arrive before the post's answer: arrivals are matched to posts at the end.
  const arrivals: Arrival[] = [];
  const refetches = { count: 0 };
  const streams: AbortController[] = [];
  const opened: Promise<void>[] = [];
  // Sign-ups hash a password each: a few at a time keeps every web process busy.
  const signUps = Array.from({ length: listeners }, (_, index) => index);
  const signUp = async (index: number) => {
    const headers = await registerBenchPlayer(baseURL, `l${run}_${index}`);
    await post(baseURL, `/api/v4/groups/${guild._id}/join`, undefined, headers);
    const controller = new AbortController();
    streams.push(controller);
    const streamURL = listenerURLs[index % listenerURLs.length]!;
    opened.push(listen(streamURL, headers, controller.signal, arrivals, refetches));
  };
  await Promise.all(
    Array.from({ length: SIGN_UPS_AT_ONCE }, async () => {
      for (let index = signUps.shift(); index !== undefined; index = signUps.shift())
        await signUp(index);
    }),
  );
  await Promise.all(opened);

  const postTimes: number[] = [];
  for (let index = 0; index < messages; index += 1) {
    const started = performance.now();
    const answer = await post<{ message: { id: string } }>(
      baseURL,
      `/api/v4/groups/${guild._id}/chat`,
      { message: `Bench message ${index}` },
      poster,
    );
    sentAt.set(answer.message.id, started);
    postTimes.push(performance.now() - started);
    const wait = 1000 / rate - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  // Let the last deliveries land, then hang up.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const controller of streams) controller.abort();
  postTimes.sort((a, b) => a - b);
  const deliveries = arrivals
    .filter((arrival) => sentAt.has(arrival.messageId))
    .map((arrival) => arrival.at - sentAt.get(arrival.messageId)!)
    .sort((a, b) => a - b);
  return {
    workload: `chat: ${listeners} listeners on ${listenerURLs.length} process(es), ${rate} posts/s`,
    posts: postTimes.length,
    postP50Ms: round(percentile(postTimes, 0.5)),
    postP99Ms: round(percentile(postTimes, 0.99)),
    deliveries: deliveries.length,
    missed: listeners * messages - deliveries.length,
    deliveryP50Ms: round(percentile(deliveries, 0.5)),
    deliveryP99Ms: round(percentile(deliveries, 0.99)),
    listenerRequests: refetches.count,
  };
}

/** Opens a listener's stream; resolves once it is live, then records each delivery. */
async function listen(
  baseURL: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  arrivals: Arrival[],
  refetches: { count: number },
): Promise<void> {
  const refetchChat = chatRefetcher(baseURL, headers, signal, refetches);
  const response = await fetch(`${baseURL}/api/v4/live`, { headers, signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let isLive = false;
  return new Promise<void>((resolve) => {
    const read = async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          if (!isLive && buffer.includes('retry:')) {
            isLive = true;
            resolve();
          }
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            const messageId = /"messageId":"([^"]+)"/.exec(block)?.[1];
            if (!messageId) continue;
            arrivals.push({ messageId, at: performance.now() });
            const groupId = /"groupId":"([^"]+)"/.exec(block)?.[1];
            if (groupId && !block.includes('"message":{')) refetchChat(groupId);
          }
        }
      } catch {
        // aborted at the end
      }
    };
    void read();
  });
}

/**
 * The web client's refetch of an open chat: at most one request in flight; events meanwhile make
 * one more request after it (as a query cache coalesces invalidations).
 */
function chatRefetcher(
  baseURL: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  refetches: { count: number },
): (groupId: string) => void {
  let isFetching = false;
  let isStale = false;
  const fetchChat = async (groupId: string): Promise<void> => {
    isFetching = true;
    try {
      do {
        isStale = false;
        refetches.count += 1;
        await (await fetch(`${baseURL}/api/v4/groups/${groupId}/chat`, { headers, signal })).text();
      } while (isStale && !signal.aborted);
    } catch {
      // aborted at the end
    } finally {
      isFetching = false;
    }
  };
  return (groupId) => {
    if (isFetching) isStale = true;
    else void fetchChat(groupId);
  };
}
