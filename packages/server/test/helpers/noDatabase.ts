// A stand-in database for tests whose calls never reach one. Every request still passes the
// site blockers' check, which reads the blockers now and then: it finds none here.
import type { Database } from '../../src/db/database.ts';

export const noDatabase = {
  query: async () => [],
} as unknown as Database;
