import { DEFAULT_VACCINES } from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';

/**
 * Read tables of the 'vaccinations' projector (docs/RULES.md VAC-VALID): the managed vaccine list
 * (the defaults, then the `Vaccines` stream's changes; a removed one is kept, flagged, so that its
 * records still have a name), the rules (one row), and each pet's records. Dates 'YYYY-MM-DD'.
 */
export interface VaccinesTable {
  id: number;
  name: string;
  removed: boolean;
}
export interface VaccinationRulesTable {
  id: number;
  required_vaccine_ids: number[];
  refuse_bookings: boolean;
}
export interface PetVaccinationsTable {
  pet_id: number;
  record_id: number;
  vaccine_id: number;
  given_on: string;
  expires_on: string;
  /** The certificate's picture, `<sha256>.<ext>`, or null. */
  certificate: string | null;
}

export interface VaccinationsTables {
  vaccines: VaccinesTable;
  vaccination_rules: VaccinationRulesTable;
  pet_vaccinations: PetVaccinationsTable;
}

export const VACCINATIONS_TABLES = ['vaccines', 'vaccination_rules', 'pet_vaccinations'] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS vaccines (id integer PRIMARY KEY, name text NOT NULL, removed boolean NOT NULL DEFAULT false)`,
  `CREATE TABLE IF NOT EXISTS vaccination_rules (id integer PRIMARY KEY, required_vaccine_ids integer[] NOT NULL, refuse_bookings boolean NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS pet_vaccinations (
    pet_id integer NOT NULL,
    record_id integer NOT NULL,
    vaccine_id integer NOT NULL,
    given_on text NOT NULL,
    expires_on text NOT NULL,
    certificate text NULL,
    PRIMARY KEY (pet_id, record_id)
  )`,
  `ALTER TABLE pet_vaccinations ADD COLUMN IF NOT EXISTS certificate text NULL`,
];

export async function createVaccinationsTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
  // The list and the rules a fresh install starts with (the deciders' initial state).
  for (const v of DEFAULT_VACCINES) await tx.query(`INSERT INTO vaccines (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [v.vaccineId, v.name]);
  await tx.query(`INSERT INTO vaccination_rules (id, required_vaccine_ids, refuse_bookings) VALUES (1, '{}', false) ON CONFLICT (id) DO NOTHING`);
}
