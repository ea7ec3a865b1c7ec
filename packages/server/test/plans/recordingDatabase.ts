// A Database that notes every statement sent through it with its parameters, inside transactions
// too: the plan test runs a player's session through it to learn the app's queries.
import type { Database, Queryable } from '../../src/db/database.ts';

export interface RecordedStatement {
  sql: string;
  params: readonly unknown[];
}

export function recordingDatabase(db: Database): {
  db: Database;
  statements: RecordedStatement[];
} {
  const statements: RecordedStatement[] = [];
  const recording = (target: Queryable): Queryable => ({
    query: (sql, params = []) => {
      statements.push({ sql, params });
      return target.query(sql, params);
    },
    exec: (sql) => target.exec(sql),
  });
  return {
    statements,
    db: {
      kind: db.kind,
      ...recording(db),
      transaction: (work) => db.transaction((tx) => work(recording(tx))),
      listen: (channel, onNotify) => db.listen(channel, onNotify),
      close: () => db.close(),
    },
  };
}
