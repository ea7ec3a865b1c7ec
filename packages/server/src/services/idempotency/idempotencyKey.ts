// The Idempotency-Key request header (IETF draft-ietf-httpapi-idempotency-key-header): a
// Structured Fields string naming one attempt at a change, so a client may send it again after a
// lost answer without the change being applied twice. Keys live 24 hours, per player.
import { createHash } from 'node:crypto';
import { BadRequest } from '@questlog/core';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** How long a key and its answer are kept: the draft's "at least 24 hours". */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Longer keys are refused; a UUID (36) or a ULID (26) is what clients send. */
const MAX_KEY_LENGTH = 255;

/**
 * The key inside the header's value, an sf-string (RFC 8941 §3.3.3): double quotes around
 * printable ASCII, with `\"` and `\\` the only escapes. Anything else is a 400.
 */
export function parseIdempotencyKey(value: string): string {
  const match = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/.exec(value);
  const key = match?.[1]?.replace(/\\(["\\])/g, '$1');
  if (!key || key.length > MAX_KEY_LENGTH) {
    throw new BadRequest('badRequest', {
      message: `The Idempotency-Key header must be a quoted string of 1 to ${MAX_KEY_LENGTH} printable characters, e.g. "8e03978e-40d5-43e8-bc93-6894a57f9324".`,
      code: 'invalid_idempotency_key',
    });
  }
  return key;
}

/** What makes two requests the same request: the method, the address and the body. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([method, url, body ?? null]))
    .digest('base64url');
}

export function keyExpiry(now: Date): Date {
  return new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS);
}
