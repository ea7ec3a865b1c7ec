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
  close(): Promise<void>;
}
