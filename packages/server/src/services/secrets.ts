// API tokens and reset codes: random, handed to the user once, kept only as their SHA-256.
import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** An API token in the original's format (a UUID string), so existing clients accept it. */
export function newApiToken(): string {
  return randomUUID();
}

/** A one-time code for links: 256 random bits, URL-safe. */
export function newOneTimeCode(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}
