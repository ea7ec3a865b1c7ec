// One webhook delivery over HTTP: a JSON POST to the address the guard checked (never a second
// lookup), signed, given up after the timeout, redirects not followed. Any answer outside 2xx is a
// failure, as is a refused address, a timeout or a network error.
import { createHmac } from 'node:crypto';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveTarget, type ResolvedTarget, type Resolver } from './addressGuard.ts';

export const SIGNATURE_HEADER = 'x-questlog-signature';
export const TIMESTAMP_HEADER = 'x-questlog-timestamp';
export const DELIVERY_HEADER = 'x-questlog-delivery';

export interface WebhookRequest {
  url: string;
  /** The JSON body, exactly as signed. */
  body: string;
  secret: string;
  /** Stays the same across retries, so a receiver can drop a repeat. */
  deliveryId: string;
  now: Date;
}

export interface SenderOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  userAgent: string;
  resolve?: Resolver;
}

/**
 * `sha256=` and the hex HMAC-SHA256, keyed by the hook's secret, of `<timestamp>.<body>`; the
 * timestamp (seconds) goes in its own header so a receiver can refuse old replays.
 */
export function signatureOf(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Resolves when the receiver answered 2xx; rejects with the reason otherwise. */
export async function sendWebhook(hook: WebhookRequest, options: SenderOptions): Promise<void> {
  const url = new URL(hook.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`unsupported protocol ${url.protocol}`);
  }
  const target = await resolveTarget(url, options);
  const timestamp = String(Math.floor(hook.now.getTime() / 1000));
  const requestOptions: RequestOptions = {
    method: 'POST',
    lookup: pinnedLookup(target),
    signal: AbortSignal.timeout(options.timeoutMs),
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(hook.body),
      'user-agent': options.userAgent,
      [DELIVERY_HEADER]: hook.deliveryId,
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: signatureOf(hook.secret, timestamp, hook.body),
    },
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const status = await new Promise<number>((resolve, reject) => {
    const outgoing = send(url, requestOptions, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(hook.body);
  });
  if (status < 200 || status >= 300) throw new Error(`the receiver answered ${status}`);
}

/** A lookup that answers the checked address whatever it is asked. */
function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
}
