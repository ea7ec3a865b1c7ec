// A username for a player who signs up through a provider: made from the name or e-mail the
// provider gives, fitted to the username rules (1–20 letters, digits, `-`, `_`), made unique.
import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { usernameErrors } from '../credentialRules.ts';

const BASE_LENGTH = 15;
const ATTEMPTS = 8;

export function usernameBase(name: string | undefined, email: string | undefined): string {
  const source = name ?? email?.split('@')[0] ?? '';
  const base = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents off: "Émile" → "Emile"
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, BASE_LENGTH);
  return base || 'player';
}

export async function uniqueUsername(tx: Queryable, base: string): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}${randomInt(1000, 100_000)}`;
    if ((await usernameErrors(tx, candidate)).length === 0) return candidate;
  }
  return `player${randomInt(10_000_000, 100_000_000)}`;
}
