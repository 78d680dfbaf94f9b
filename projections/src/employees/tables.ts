import { businessDateOf } from '@pawroute/domain';
import type { ColumnType } from 'kysely';
import type { StylistOption } from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';

/** Read tables of the 'employees' projector (part 2 §3 "Employee details", "Stylist details"). */
type Timestamp = ColumnType<Date, string | Date, string | Date>;

export interface EmployeesTable {
  /** = the staff user's id. */
  id: number;
  user_id: number;
  /** 'YYYY-MM-DD' (business local dates). */
  date_hired: string | null;
  date_terminated: string | null;
  /** 'HH:MM' */
  work_day_start_time: string | null;
  work_day_end_time: string | null;
  works_monday: boolean;
  works_tuesday: boolean;
  works_wednesday: boolean;
  works_thursday: boolean;
  works_friday: boolean;
  works_saturday: boolean;
  works_sunday: boolean;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
  /** Stylist details were saved at least once. */
  is_stylist: boolean;
  created_at: Timestamp;
}

export interface StylistDetailsTable {
  employee_id: number;
  pets_per_day: number;
  minutes_per_pet: number;
  max_pet_weight: number;
  /** numeric(5,2): pg returns it as text; read with Number(). */
  commission_rate: ColumnType<string, string | number, string | number>;
  services_cats: boolean;
  is_smoker: boolean;
  has_generator_vehicle: boolean;
  updated_at: Timestamp;
}

/** The breeds a stylist does NOT groom. */
export interface StylistBreedRestrictionsTable {
  employee_id: number;
  breed_id: number;
}

/** The commission rate in force from each change on (payroll reads the rate of an appointment's date). */
export interface StylistCommissionRatesTable {
  employee_id: number;
  effective_at: Timestamp;
  commission_rate: ColumnType<string, string | number, string | number>;
}

export interface EmployeesTables {
  employees: EmployeesTable;
  stylist_details: StylistDetailsTable;
  stylist_breed_restrictions: StylistBreedRestrictionsTable;
  stylist_commission_rates: StylistCommissionRatesTable;
}

export const EMPLOYEES_TABLES = ['employees', 'stylist_details', 'stylist_breed_restrictions', 'stylist_commission_rates'] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS employees (
    id integer PRIMARY KEY,
    user_id integer NOT NULL,
    date_hired text NULL,
    date_terminated text NULL,
    work_day_start_time text NULL,
    work_day_end_time text NULL,
    works_monday boolean NOT NULL DEFAULT false,
    works_tuesday boolean NOT NULL DEFAULT false,
    works_wednesday boolean NOT NULL DEFAULT false,
    works_thursday boolean NOT NULL DEFAULT false,
    works_friday boolean NOT NULL DEFAULT false,
    works_saturday boolean NOT NULL DEFAULT false,
    works_sunday boolean NOT NULL DEFAULT false,
    emergency_contact_name text NULL,
    emergency_contact_phone text NULL,
    is_stylist boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS employees_user ON employees (user_id)`,
  `CREATE TABLE IF NOT EXISTS stylist_details (
    employee_id integer PRIMARY KEY,
    pets_per_day integer NOT NULL,
    minutes_per_pet integer NOT NULL,
    max_pet_weight integer NOT NULL,
    commission_rate numeric(5,2) NOT NULL,
    services_cats boolean NOT NULL,
    is_smoker boolean NOT NULL,
    has_generator_vehicle boolean NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS stylist_breed_restrictions (
    employee_id integer NOT NULL,
    breed_id integer NOT NULL,
    PRIMARY KEY (employee_id, breed_id)
  )`,
  `CREATE TABLE IF NOT EXISTS stylist_commission_rates (
    employee_id integer NOT NULL,
    effective_at timestamptz NOT NULL,
    commission_rate numeric(5,2) NOT NULL,
    PRIMARY KEY (employee_id, effective_at)
  )`,
];

export async function createEmployeesTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
}

/** Today's date ('YYYY-MM-DD') in `timeZone` at `now` (the one clock's): "terminated" means dateTerminated <= today. */
export function localToday(timeZone: string, now: Date): string {
  return businessDateOf(now, timeZone);
}

/** A stylist as getOptions answers it (the domain's StylistOption: one type for the read and the answer). */
export type StylistOptionRow = StylistOption;

/** A stylist's row as of any day: its option without "no longer working", and when it ends. */
export interface StylistRecord {
  option: Omit<StylistOptionRow, 'isNoLongerWorking'>;
  dateTerminated: string | null;
}

/**
 * getOptions' stylists: employees with stylist details whose user is not deleted, by name. Joins the
 * users table of the customers projector for names (an employee whose user row is not there yet is left out).
 */
export async function readStylistRecords(db: SqlExecutor): Promise<StylistRecord[]> {
  // Before the projectors have made their tables there are no stylists. Asked first, not caught as the
  // query's error: the employees projector runs this inside its transaction (the live options push, and a
  // rebuild's side schema has no users table), where an error aborts the whole transaction.
  const { rows: exists } = await db.query<{ u: string | null; e: string | null; s: string | null; r: string | null }>(
    `SELECT to_regclass('users')::text AS u, to_regclass('employees')::text AS e,
            to_regclass('stylist_details')::text AS s, to_regclass('stylist_breed_restrictions')::text AS r`,
  );
  const t = exists[0];
  if (!t?.u || !t.e || !t.s || !t.r) return [];
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT e.id, e.user_id, u.first_name, u.last_name, e.date_terminated, e.work_day_start_time, e.work_day_end_time,
            e.works_monday, e.works_tuesday, e.works_wednesday, e.works_thursday, e.works_friday, e.works_saturday, e.works_sunday,
            s.max_pet_weight, s.services_cats, s.pets_per_day, s.minutes_per_pet,
            coalesce((SELECT json_agg(r.breed_id ORDER BY r.breed_id) FROM stylist_breed_restrictions r WHERE r.employee_id = e.id), '[]'::json) AS restrictions
       FROM employees e
       JOIN stylist_details s ON s.employee_id = e.id
       JOIN users u ON u.id = e.user_id
      WHERE NOT u.is_deleted
      ORDER BY u.first_name, u.last_name, e.id`,
  );
  return rows.map((r) => ({
    dateTerminated: r.date_terminated == null ? null : String(r.date_terminated),
    option: {
      ID: Number(r.id),
      userId: Number(r.user_id),
      firstName: String(r.first_name ?? ''),
      lastName: String(r.last_name ?? ''),
      workDayStartTime: (r.work_day_start_time as string | null) ?? null,
      workDayEndTime: (r.work_day_end_time as string | null) ?? null,
      worksMonday: Boolean(r.works_monday),
      worksTuesday: Boolean(r.works_tuesday),
      worksWednesday: Boolean(r.works_wednesday),
      worksThursday: Boolean(r.works_thursday),
      worksFriday: Boolean(r.works_friday),
      worksSaturday: Boolean(r.works_saturday),
      worksSunday: Boolean(r.works_sunday),
      maxPetWeight: Number(r.max_pet_weight),
      servicesCats: Boolean(r.services_cats),
      stylistBreedRestrictions: (typeof r.restrictions === 'string' ? (JSON.parse(r.restrictions) as unknown[]) : (r.restrictions as unknown[])).map(Number),
      petsPerDay: Number(r.pets_per_day),
      minutesPerPet: Number(r.minutes_per_pet),
    },
  }));
}

/** The stylists as getOptions answers them on `today`: "no longer working" when terminated on or before it. */
export function stylistOptionsOn(records: readonly StylistRecord[], today: string): StylistOptionRow[] {
  return records.map(({ option: { ID, userId, firstName, lastName, ...rest }, dateTerminated }) => ({
    ID,
    userId,
    firstName,
    lastName,
    isNoLongerWorking: dateTerminated !== null && dateTerminated <= today,
    ...rest,
  }));
}

export async function readStylistOptions(db: SqlExecutor, today: string): Promise<StylistOptionRow[]> {
  return stylistOptionsOn(await readStylistRecords(db), today);
}
