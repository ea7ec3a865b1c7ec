// The server's live stream (GET /api/v4/live, Server-Sent Events), read with fetch so the
// credential headers go with it (EventSource cannot send headers). A dropped stream reconnects
// after the server's `retry` delay with Last-Event-ID, so the server replays what was missed. The
// events and what they carry are core's (@questlog/core/live); names this client does not know
// are skipped.
import { isLiveEventName, type LiveEvent } from '@questlog/core/live';
import { readStoredCredentials } from '../store/settingsStorage.ts';
import { requestHeaders } from './requestHeaders.ts';

const DEFAULT_RETRY_MS = 3000;

/** Parses complete `\n\n`-ended blocks; answers the events and the unfinished rest. */
export function parseEventBlocks(text: string): {
  events: LiveEvent[];
  rest: string;
  retry?: number;
} {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: LiveEvent[] = [];
  let retry: number | undefined;
  for (const block of blocks) {
    const fields = new Map<string, string>();
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue; // a keep-alive comment
      const colon = line.indexOf(':');
      if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
    }
    if (fields.has('retry')) retry = Number(fields.get('retry'));
    const id = fields.get('id');
    const type = fields.get('event');
    if (!id || !type || !isLiveEventName(type)) continue;
    const data = JSON.parse(fields.get('data') ?? '{}') as LiveEvent['data'];
    events.push({ id, type, data } as LiveEvent);
  }
  return { events, rest, retry };
}

/** Follows the stream until `signal` aborts, calling `onEvent` for each event. */
export async function followLiveEvents(
  onEvent: (event: LiveEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  let lastEventId: string | undefined;
  let retryMs = DEFAULT_RETRY_MS;
  while (!signal.aborted) {
    try {
      const headers = requestHeaders(readStoredCredentials(), { hasBody: false });
      if (lastEventId) headers['last-event-id'] = lastEventId;
      const response = await fetch('/api/v4/live', { headers, signal });
      // The token no longer works (reset, or signed out elsewhere): the session's next request
      // says so; asking again every few seconds would not help.
      if (response.status === 401) return;
      if (!response.ok || !response.body) throw new Error(`live stream: ${response.status}`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseEventBlocks(buffer + decoder.decode(value, { stream: true }));
        buffer = parsed.rest;
        if (parsed.retry) retryMs = parsed.retry;
        for (const event of parsed.events) {
          lastEventId = event.id;
          onEvent(event);
        }
      }
    } catch {
      if (signal.aborted) return;
    }
    await new Promise((resolve) => setTimeout(resolve, retryMs));
  }
}
