// LISTEN on PostgreSQL: one dedicated connection (never a pooled one, which would go back to the
// pool still listening, or be busy when a notification arrives), opened at the first listen and
// closed at the last unlisten. When it breaks it is reopened, every channel listened to again.
import pg from 'pg';
import { createClock, type Clock } from '../services/clock.ts';
import { checkedChannel } from './notificationChannel.ts';

type OnNotify = (payload: string) => void;

export interface PostgresListener {
  listen(channel: string, onNotify: OnNotify): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const RECONNECT_DELAYS_MS = [100, 1_000, 5_000, 30_000];

/** `clock` times the pauses before reconnecting (tests move a fixed one). */
export function createPostgresListener(
  clientConfig: pg.ClientConfig,
  onError: (error: Error) => void,
  clock: Clock = createClock(),
): PostgresListener {
  const listeners = new Map<string, Set<OnNotify>>();
  /** The connection being opened or open, and (once open) the client itself. */
  let client: Promise<pg.Client> | undefined;
  let current: pg.Client | undefined;
  /** Cancels the pending reconnection. */
  let reconnectTimer: (() => void) | undefined;
  let failures = 0;
  let isClosed = false;

  const connect = async (): Promise<pg.Client> => {
    const connection = new pg.Client(clientConfig);
    connection.on('notification', ({ channel, payload }) => {
      for (const onNotify of listeners.get(channel) ?? []) onNotify(payload ?? '');
    });
    connection.on('error', (error) => {
      onError(error);
      lost(connection);
    });
    connection.on('end', () => lost(connection));
    await connection.connect();
    for (const channel of listeners.keys()) await connection.query(`LISTEN ${channel}`);
    current = connection;
    failures = 0;
    return connection;
  };

  const connection = (): Promise<pg.Client> => {
    client ??= connect().catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  };

  /** Our connection broke (not one we ended): open another after a pause, while anyone listens. */
  const lost = (connection: pg.Client) => {
    if (connection !== current) return;
    current = undefined;
    client = undefined;
    void connection.end().catch(() => undefined);
    reconnectLater();
  };

  const reconnectLater = () => {
    if (isClosed || listeners.size === 0 || reconnectTimer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    reconnectTimer = clock.after(delay, () => {
      reconnectTimer = undefined;
      if (isClosed || listeners.size === 0) return;
      connection().catch((error: Error) => {
        onError(error);
        reconnectLater();
      });
    });
  };

  /** Ends the connection on purpose (nobody listens any more, or the database closes). */
  const disconnect = async () => {
    const ending = client;
    client = undefined;
    current = undefined;
    const connected = await ending?.catch(() => undefined);
    await connected?.end();
  };

  return {
    async listen(channel, onNotify) {
      if (isClosed) throw new Error('The database is closed');
      const name = checkedChannel(channel);
      let channelListeners = listeners.get(name);
      const isNewChannel = !channelListeners;
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(name, channelListeners);
      }
      channelListeners.add(onNotify);
      try {
        const connected = await connection();
        if (isNewChannel) await connected.query(`LISTEN ${name}`);
      } catch (error) {
        channelListeners.delete(onNotify);
        if (channelListeners.size === 0) listeners.delete(name);
        throw error;
      }
      return async () => {
        channelListeners.delete(onNotify);
        if (channelListeners.size > 0 || listeners.get(name) !== channelListeners) return;
        listeners.delete(name);
        if (listeners.size === 0) return disconnect();
        await (await client)?.query(`UNLISTEN ${name}`);
      };
    },
    async close() {
      isClosed = true;
      reconnectTimer?.();
      listeners.clear();
      await disconnect();
    },
  };
}
