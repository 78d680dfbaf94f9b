import type { SqlExecutor } from '../db/database';

/**
 * Numeric ids for new aggregates (routes match digits): `nextval('id_<name>')`, the sequence made
 * on first use. All sequences start at 1, so demo data gets small ids. Sequences are not
 * transactional: a refused command leaves a gap, which is harmless. They live in the read database
 * but belong to no projector, so a rebuild never resets them.
 */
const NAME = /^[a-z][a-z0-9_]{0,50}$/;

const UNDEFINED_TABLE = '42P01';

export async function nextId(db: SqlExecutor, name: string): Promise<number> {
  if (!NAME.test(name)) throw new Error(`invalid id sequence name: ${name}`);
  const sequence = `id_${name}`;
  try {
    return await take(db, sequence);
  } catch (error) {
    if ((error as { code?: string }).code !== UNDEFINED_TABLE) throw error;
  }
  try {
    await db.query(`CREATE SEQUENCE IF NOT EXISTS ${sequence} AS bigint START 1`);
  } catch (error) {
    // Two first users racing: IF NOT EXISTS is not atomic in Postgres; the loser sees a duplicate.
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P07') throw error;
  }
  return take(db, sequence);
}

async function take(db: SqlExecutor, sequence: string): Promise<number> {
  const { rows } = await db.query<{ id: string | number }>(`SELECT nextval('${sequence}') AS id`);
  return Number(rows[0]!.id);
}
