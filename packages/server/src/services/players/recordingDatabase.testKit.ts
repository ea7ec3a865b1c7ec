// A Database that records every statement it runs (transactions included), so a test can show
// the SQL a change sent.
import type { Database, Queryable } from '../../db/database.ts';

export interface RecordingDatabase extends Database {
  statements: string[];
}

export function recording(db: Database): RecordingDatabase {
  const statements: string[] = [];
  const recorded = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql);
      return target.query(sql, params);
    },
    exec: (sql) => {
      statements.push(sql);
      return target.exec(sql);
    },
  });
  return {
    ...db,
    ...recorded(db),
    kind: db.kind,
    statements,
    transaction: (work) => db.transaction((tx) => work(recorded(tx))),
    close: () => db.close(),
  };
}
