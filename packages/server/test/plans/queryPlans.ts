// Reading PostgreSQL's plans (EXPLAIN (FORMAT JSON)): the top node of a statement's plan and the
// tables it reads whole — by a sequential scan, or by walking a whole index with no condition on it
// (the same rows in another order).
import type { Queryable } from '../../src/db/database.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

export interface StatementPlan {
  /**
   * The plan's top node, then how each table is read, e.g.
   * `Limit: Index Scan on chat_messages (chat_messages_by_group)`.
   */
  top: string;
  /** The tables read whole anywhere in the plan. */
  wholeReads: string[];
}

/** Statements EXPLAIN takes (not SET, BEGIN, LISTEN…). */
export function isExplainable(sql: string): boolean {
  return /^\s*\(?\s*(SELECT|INSERT|UPDATE|DELETE|WITH|VALUES)\b/i.test(sql);
}

function describeNode(node: PlanNode): string {
  const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const index = node['Index Name'] ? ` (${node['Index Name']})` : '';
  return `${node['Node Type']}${on}${index}`;
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** A walk through a whole index; a partial index holds only the rows it names, so it is not one. */
function isWholeIndexWalk(node: PlanNode, partialIndexes: ReadonlySet<string>): boolean {
  return (
    (node['Node Type'] === 'Index Scan' || node['Node Type'] === 'Index Only Scan') &&
    node['Index Cond'] === undefined &&
    !partialIndexes.has(node['Index Name'] ?? '')
  );
}

/** Plans the statement with its parameters (not run: no ANALYZE). */
export async function explain(
  db: Queryable,
  sql: string,
  params: readonly unknown[],
  partialIndexes: ReadonlySet<string> = new Set(),
): Promise<StatementPlan> {
  const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    params,
  );
  const plan = row!['QUERY PLAN'][0].Plan;
  const wholeReads: string[] = [];
  const reads: string[] = [];
  walk(plan, (node) => {
    const table = node['Relation Name'];
    const isWhole = node['Node Type'] === 'Seq Scan' || isWholeIndexWalk(node, partialIndexes);
    if (isWhole && table) wholeReads.push(table);
    if (node !== plan && (table ?? node['Index Name'])) reads.push(describeNode(node));
  });
  const top = describeNode(plan);
  return { top: reads.length > 0 ? `${top}: ${reads.join(', ')}` : top, wholeReads };
}

/**
 * The tables holding at least `minRows` rows, by the statistics of ANALYZE: a partitioned table by
 * the rows of all its partitions, and each of its partitions holding a tenth of that or more (an
 * empty or nearly empty month is cheapest read whole).
 */
export async function largeTables(db: Queryable, minRows: number): Promise<Set<string>> {
  const rows = await db.query<{ name: string }>(
    `WITH sized AS (
       SELECT c.oid, c.relname, greatest(c.reltuples, 0) AS rows, i.inhparent AS parent
       FROM pg_class c LEFT JOIN pg_inherits i ON i.inhrelid = c.oid
       WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'),
     totals AS (SELECT coalesce(parent, oid) AS oid, sum(rows) AS rows FROM sized GROUP BY 1)
     SELECT s.relname AS name FROM sized s JOIN totals t ON t.oid = coalesce(s.parent, s.oid)
     WHERE t.rows >= $1 AND (s.parent IS NULL OR s.rows >= $1 / 10)
     UNION
     SELECT c.relname FROM pg_class c JOIN totals t ON t.oid = c.oid
     WHERE c.relkind = 'p' AND t.rows >= $1`,
    [minRows],
  );
  return new Set(rows.map((row) => row.name));
}

/** The partial indexes of the schema (`CREATE INDEX … WHERE …`). */
export async function partialIndexes(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE c.relnamespace = current_schema()::regnamespace AND i.indpred IS NOT NULL`,
  );
  return new Set(rows.map((row) => row.name));
}
