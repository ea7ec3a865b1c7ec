// argon2id password hashes (PHC strings, parameters inside, so changing the cost keeps old
// hashes verifiable).
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { Config } from '../config.ts';

// `Algorithm` is an ambient const enum (not importable as a value here): Argon2id is 2.
const ARGON2ID = 2 as Algorithm;

export type PasswordHashing = Config['passwordHashing'];

export function hashPassword(password: string, cost: PasswordHashing): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...cost });
}

export async function isPasswordRight(password: string, passwordHash: string | null) {
  if (passwordHash === null) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}

const decoys = new Map<string, Promise<string>>();

/**
 * Spends the time of one verification when there is no account to check, so the answer's delay
 * does not tell an unknown username from a wrong password. Always false.
 */
export async function verifyDecoy(password: string, cost: PasswordHashing): Promise<false> {
  const key = `${cost.memoryCost}/${cost.timeCost}/${cost.parallelism}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword('questlog decoy password', cost);
    decoys.set(key, decoy);
  }
  await isPasswordRight(password, await decoy);
  return false;
}
