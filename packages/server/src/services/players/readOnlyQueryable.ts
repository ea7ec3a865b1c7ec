// The handle an optimistic change reads through: it has no lock and no transaction, so any write
// made through it would land even when the version check later refuses the change. It throws on
// anything but a plain read, so such a mistake fails loudly in tests instead of corrupting data.
import type { Queryable } from '../../db/database.ts';

const READ = /^\s*(SELECT|WITH\s+[a-z_]+\s+AS\s*\(\s*SELECT)\b/i;
const WRITE = /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|ALTER|CREATE|DROP)\b|FOR\s+(UPDATE|SHARE)/i;

export class ReadOnlyViolation extends Error {
  constructor(sql: string) {
    super(`An optimistic change may only read; it tried: ${sql.slice(0, 80)}`);
    this.name = 'ReadOnlyViolation';
  }
}

export function readOnly(db: Queryable): Queryable {
  return {
    query(sql, params) {
      if (!READ.test(sql) || WRITE.test(sql)) return Promise.reject(new ReadOnlyViolation(sql));
      return db.query(sql, params);
    },
    exec(sql) {
      return Promise.reject(new ReadOnlyViolation(sql));
    },
  };
}
