import { queryPreparedByText } from './prepared';
import type { SqlExecutor, SqlResult } from './database';

/** A list read's filter and page: `where` uses $1..$n for `params`; limit and offset follow them. */
export interface PagedQuery {
  where: string;
  params?: readonly unknown[];
  orderBy: string;
  limit?: number;
  offset?: number;
}

/** `select` + WHERE + ORDER BY + the page, as one SQL text and its parameters (the one paged-SQL builder). */
export function pagedSql(select: string, query: PagedQuery): { text: string; params: unknown[] } {
  const params = [...(query.params ?? [])];
  let text = `${select}\n WHERE ${query.where}\n ORDER BY ${query.orderBy}`;
  if (query.limit !== undefined) {
    params.push(query.limit);
    text += ` LIMIT $${params.length}`;
  }
  if (query.offset !== undefined) {
    params.push(query.offset);
    text += ` OFFSET $${params.length}`;
  }
  return { text, params };
}

/** Runs `pagedSql` prepared by its text: planning the list reads' joins costs postgres more than running them. */
export function selectPaged<Row>(db: SqlExecutor, select: string, query: PagedQuery): Promise<SqlResult<Row>> {
  const { text, params } = pagedSql(select, query);
  return queryPreparedByText<Row>(db, text, params);
}
