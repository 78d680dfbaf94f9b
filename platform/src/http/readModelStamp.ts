import type { SqlExecutor } from '../db/database';
import { queryPrepared } from '../db/prepared';

/**
 * What an answer is computed from: the projectors whose tables it reads, and those tables. Every
 * table named must belong to one of the projectors (the caller derives the projectors from the tables).
 */
export interface ReadModelScope {
  projectors: readonly string[];
  tables: readonly string[];
}

/**
 * The state of the read models in `scope`, as text: two equal stamps, the same rows. A projector's
 * tables change only when it applies a batch, and that moves its `checkpoint` (the last event applied)
 * in the same transaction; a rebuild swaps in new tables (new oids: a rebuild at the same version can
 * end at the same checkpoint), and a reset drops its row and tables. So the stamp is each projector's
 * version and checkpoint, and each table's oid. Not the row's `xmin`: that moves on every write
 * anywhere, since a caught-up projector records the head it scanned (`scanned_through`) in that row.
 *
 * No checkpoint table yet (nothing projected): a stamp of its own.
 */
export const scopeStampSql = (projectors: string, tables: string): string =>
  `coalesce((SELECT string_agg(name || ':' || version || ':' || coalesce(checkpoint, '-'), ',' ORDER BY name)
               FROM public.projection_checkpoints WHERE name = ANY(${projectors}::text[])), '')
   || '|' || coalesce((SELECT string_agg(coalesce(to_regclass(t)::oid::text, '-'), ',' ORDER BY n)
                         FROM unnest(${tables}::text[]) WITH ORDINALITY AS tables(t, n)), '')`;

/**
 * The part of a scope's stamp (scopeStampSql's text) that belongs to some of its projectors, with every
 * table's oid: what a value computed from only those projectors' tables depends on. Lets one stamp read
 * serve memos of a scope's parts (a part that did not move keeps its value while another part moves).
 */
export function stampPart(stamp: string, projectors: readonly string[]): string {
  const [entries = '', oids = ''] = stamp.split('|');
  const wanted = new Set(projectors);
  const kept = entries.split(',').filter((entry) => wanted.has(entry.slice(0, entry.indexOf(':'))));
  return `${kept.join(',')}|${oids}`;
}

/** Every read model at once (no scope): each checkpoint row's version `xmin` (readCache.ts says why). */
export const ALL_READ_MODELS_STAMP_SQL = `coalesce((SELECT string_agg(name || ':' || xmin::text, ',' ORDER BY name) FROM public.projection_checkpoints), '')`;

export async function readModelStamp(db: SqlExecutor, scope: ReadModelScope): Promise<string> {
  try {
    // Prepared: every cached read runs it (parsed and planned once per connection).
    const { rows } = await queryPrepared<{ stamp: string }>(
      db,
      'pawroute_read_model_stamp',
      `SELECT ${scopeStampSql('$1', '$2')} AS stamp`,
      [[...scope.projectors], [...scope.tables]],
    );
    return rows[0]?.stamp ?? '';
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return '';
    throw error;
  }
}
