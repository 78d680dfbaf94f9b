/** Event rows with their (tx_id, position) as decimal text, as every read selects them (rows.ts). */
interface Ordered {
  tx_id: string;
  seq: string;
}

/** Compares two non-negative integers printed in decimal without leading zeros (PostgreSQL's ::text). */
function compareDecimals(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

const compareRows = (a: Ordered, b: Ordered): number => compareDecimals(a.tx_id, b.tx_id) || compareDecimals(a.seq, b.seq);

/**
 * The rows in (tx_id, position) order. A read whose SQL leaves the final order to the plan (readAll.ts)
 * passes its rows here: one pass confirms the order, and a plan that ever returned them otherwise is
 * sorted instead of handing a reader events out of order.
 */
export function rowsInOrder<T extends Ordered>(rows: T[]): T[] {
  for (let i = 1; i < rows.length; i++) {
    if (compareRows(rows[i - 1]!, rows[i]!) > 0) return [...rows].sort(compareRows);
  }
  return rows;
}
