// The one way the server talks to PostgreSQL, whether embedded (PGlite) or a real server (pg).

/** Runs SQL. Inside a transaction, use the `tx` you were given, never the outer database. */
export interface Queryable {
  /** One statement with `$1`-style parameters; returns its rows. */
  query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<T[]>;
  /** Several statements without parameters (migrations, schema set-up). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (a plain lower-case name),
   * from any connection, once its transaction commits. Resolves when listening has begun, with
   * the way to stop. PostgreSQL: one dedicated connection per Database, reconnected when it
   * breaks (notifications sent meanwhile are lost). PGlite: its own in-process delivery.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
