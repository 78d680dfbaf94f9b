/**
 * How many statements a bench server sends PostgreSQL, by statement: the figure the capacity work is
 * steered by (every statement costs the server's CPU and PostgreSQL's, and unlike a latency it does not
 * move with whatever else the machine is doing). Counts every pg client's query in this process (the pool's,
 * Kysely's, transactions' BEGIN and COMMIT), keyed by a prepared statement's name or the text's start.
 */
import pg from 'pg';

export interface StatementCounts {
  total: number;
  byStatement: Array<{ statement: string; count: number }>;
}

const counts = new Map<string, number>();
let installed = false;

function keyOf(query: unknown, values: unknown): string {
  const config = typeof query === 'string' ? { text: query } : ((query ?? {}) as { name?: string; text?: string; values?: unknown[] });
  // A stream read says which kind of stream (Appointment, Estimate, ...): what a per-command read memo would save.
  const params = (Array.isArray(values) ? values : config.values) as unknown[] | undefined;
  if (config.name === 'pawroute_read_stream' && typeof params?.[0] === 'string') return `pawroute_read_stream ${params[0].replace(/-.*$/, '')}`;
  if (config.name) return config.name;
  return (config.text ?? '?').replace(/\s+/g, ' ').trim().slice(0, 90);
}

/** Starts counting (once per process). */
export function countStatements(): void {
  if (installed) return;
  installed = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const key = keyOf(args[0], args[1]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/** The counts so far, most frequent first, and starts again from zero. */
export function takeStatementCounts(top = 40): StatementCounts {
  const sorted = [...counts].sort((a, b) => b[1] - a[1]);
  counts.clear();
  return { total: sorted.reduce((sum, [, n]) => sum + n, 0), byStatement: sorted.slice(0, top).map(([statement, count]) => ({ statement, count })) };
}
