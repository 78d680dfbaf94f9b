import type { SqlExecutor } from '@pawroute/platform';
import type { Projector } from '../runner/projector';
import { setLocalSearchPath } from '../runner/searchPath';

/** Double-quotes an identifier for SQL (projector and table names are ours, but stay safe). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Where a projector's fresh tables are built during a rebuild (Postgres identifiers stop at 63 bytes). */
export function rebuildSchemaName(projectorName: string): string {
  return `rebuild_${projectorName.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
}

/**
 * Points the projector's unqualified table names at its side schema for the rest of this transaction;
 * `public` stays on the path for anything the projector only reads.
 */
export async function useSideSchema(tx: SqlExecutor, projectorName: string): Promise<void> {
  await setLocalSearchPath(tx, `${quoteIdent(rebuildSchemaName(projectorName))}, public`);
}

export async function sideSchemaExists(db: SqlExecutor, projectorName: string): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1) AS exists',
    [rebuildSchemaName(projectorName)],
  );
  return rows[0]?.exists === true;
}

/** A fresh, empty side schema: whatever an earlier (abandoned) rebuild left there goes. */
export async function recreateSideSchema(tx: SqlExecutor, projectorName: string): Promise<void> {
  const schema = quoteIdent(rebuildSchemaName(projectorName));
  await tx.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await tx.query(`CREATE SCHEMA ${schema}`);
}

export async function dropSideSchema(db: SqlExecutor, projectorName: string): Promise<void> {
  await db.query(`DROP SCHEMA IF EXISTS ${quoteIdent(rebuildSchemaName(projectorName))} CASCADE`);
}

/**
 * Replaces the live tables with the rebuilt ones, inside the caller's transaction: readers see the old
 * tables until it commits, then the new ones. No CASCADE: a view or foreign key from elsewhere, or a
 * table missing from `projector.tables`, makes the swap fail loudly instead of dropping things silently.
 */
export async function swapInTables(tx: SqlExecutor, projector: Projector): Promise<void> {
  const schema = quoteIdent(rebuildSchemaName(projector.name));
  if (projector.tables.length > 0) {
    await tx.query(`DROP TABLE IF EXISTS ${projector.tables.map((t) => `public.${quoteIdent(t)}`).join(', ')}`);
    for (const table of projector.tables) {
      await tx.query(`ALTER TABLE ${schema}.${quoteIdent(table)} SET SCHEMA public`);
    }
  }
  await tx.query(`DROP SCHEMA ${schema}`);
}
