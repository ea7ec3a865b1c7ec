// Devices an account has signed in from. A successful sign-in hands the client a random device id:
// as the `questlog_device` cookie (the web client keeps it without doing anything) and as
// `deviceId` in the answer, which API clients send back in the `x-device-id` header. A later
// attempt that brings an id the account knows has its own failure streak, untouched by guesses
// from elsewhere (signInLimiter.ts). Only the id's SHA-256 is stored; the 20 most recently used
// devices of an account are kept.
import type { Queryable } from '../db/database.ts';
import { newOneTimeCode, sha256 } from './secrets.ts';
import type { SignInClient } from './signInLimiter.ts';

export const DEVICE_COOKIE = 'questlog_device';
export const DEVICE_HEADER = 'x-device-id';
/** Longer than any id we issue (43 characters): anything longer is no id of ours. */
export const MAX_DEVICE_ID_LENGTH = 100;

const DEVICES_KEPT = 20;

/** Where a sign-in attempt comes from: the device id it brought (if any) and its address. */
export interface AttemptOrigin {
  deviceId: string | undefined;
  address: string;
}

/** The client of a sign-in attempt: the device when the account knows it, else the address. */
export async function signInClientOf(
  db: Queryable,
  { deviceId, address }: AttemptOrigin,
  userId: string | undefined,
): Promise<SignInClient> {
  if (userId && deviceId) {
    const deviceHash = sha256(deviceId);
    const [known] = await db.query(
      'SELECT 1 FROM sign_in_devices WHERE id_hash = $1 AND user_id = $2',
      [deviceHash, userId],
    );
    if (known) return { deviceHash: deviceHash.toString('hex') };
  }
  return { address };
}

/**
 * After a successful sign-in: the device the attempt brought, remembered for the account (a new
 * id when it brought none, or one of another account); answers the id for the client to keep.
 */
export async function rememberDevice(
  tx: Queryable,
  presented: string | undefined,
  userId: string,
  now: Date,
): Promise<string> {
  const [kept] = presented
    ? await tx.query(
        'UPDATE sign_in_devices SET last_used_at = $3 WHERE id_hash = $1 AND user_id = $2 RETURNING 1',
        [sha256(presented), userId, now],
      )
    : [];
  const deviceId = kept && presented ? presented : newOneTimeCode();
  if (!kept) {
    await tx.query(
      `INSERT INTO sign_in_devices (id_hash, user_id, created_at, last_used_at)
       VALUES ($1, $2, $3, $3)`,
      [sha256(deviceId), userId, now],
    );
    await tx.query(
      `DELETE FROM sign_in_devices WHERE user_id = $1 AND id_hash NOT IN (
         SELECT id_hash FROM sign_in_devices WHERE user_id = $1
         ORDER BY last_used_at DESC LIMIT $2)`,
      [userId, DEVICES_KEPT],
    );
  }
  return deviceId;
}
