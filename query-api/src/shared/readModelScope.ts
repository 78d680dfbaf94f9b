import { allProjectors } from '@pawroute/projections';
import type { ReadModelScope } from '@pawroute/platform';

/**
 * The scope (platform readModelStamp) of a read that reads these tables: the tables and the
 * projectors that own them. A table no projector owns is a mistake in the caller, refused at once
 * (a stamp that leaves out a writer of what the read reads would keep a stale answer).
 */
export function readModelScope(...tables: string[]): ReadModelScope {
  const projectors = new Set<string>();
  for (const table of tables) {
    const owners = allProjectors.filter((p) => p.tables.includes(table));
    if (owners.length === 0) throw new Error(`readModelScope: no projector owns table ${table}`);
    for (const owner of owners) projectors.add(owner.name);
  }
  return { projectors: [...projectors].sort(), tables: [...tables] };
}
