import {
  APPOINTMENT_STATUSES,
  DomainError,
  ESTIMATE_API_MESSAGES,
  holdsTime,
  toMinutes,
  type AppointmentStatus,
  type Booking,
  type BreedForLength,
  type PetForEligibility,
  type PetForLength,
} from '@pawroute/domain';
import { queryPreparedByText, type SqlExecutor } from '@pawroute/platform';

/**
 * What open slots and conflict checks need besides the stylists' days: the estimate's pets (length and
 * eligibility), its customer (blocking complaints), and the bookings that hold the stylists' time
 * (docs/RULES.md "Schedule"), all from the read models.
 */
export interface EstimateFacts {
  estimateId: number;
  customerId: number;
  userId: number;
  pets: (PetForLength & PetForEligibility)[];
}

interface EstimatePet {
  petId: number;
  breedId: number | null;
  animalTypeId: number | null;
  includeInEstimate?: boolean;
  isDeceased?: boolean;
}

/**
 * The estimate, its pets as the pets read model has them and the breeds they may take their minutes
 * from, in one query (open slots and conflict checks run it on every request). The breeds are a
 * superset of those the pets that take part need (appointmentLength looks them up by id).
 */
const ESTIMATE_WITH_PETS_SQL = `
  WITH e AS (SELECT customer_id, user_id, data->'pets' AS pets FROM estimates WHERE id = $1),
  wanted AS (
    SELECT CASE WHEN x->>'petId' ~ '^[0-9]{1,9}$' THEN (x->>'petId')::int END AS pet_id,
           CASE WHEN x->>'breedId' ~ '^[0-9]{1,9}$' THEN (x->>'breedId')::int END AS breed_id
      FROM e, json_array_elements(CASE WHEN json_typeof(e.pets) = 'array' THEN e.pets ELSE '[]'::json END) x
  ),
  known AS (SELECT id, weight, minutes_to_groom, breed_id, animal_type_id FROM pets WHERE id IN (SELECT pet_id FROM wanted))
  SELECT e.customer_id, e.user_id, e.pets,
         (SELECT coalesce(json_agg(known), '[]'::json) FROM known) AS known,
         (SELECT coalesce(json_agg(json_build_object('id', b.id, 'minutes_to_groom', b.minutes_to_groom)), '[]'::json)
            FROM breeds b WHERE b.id IN (SELECT breed_id FROM known UNION SELECT breed_id FROM wanted)) AS breeds
    FROM e`;

interface KnownPet {
  id: number;
  weight: number | string | null;
  minutes_to_groom: number | null;
  breed_id: number;
  animal_type_id: number;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The estimate's pets that take part (included, alive), with weight and minutes from the pets read model, and their breeds. */
export async function readEstimateAndBreeds(db: SqlExecutor, estimateId: number): Promise<{ estimate: EstimateFacts; breeds: BreedForLength[] }> {
  const { rows } = await queryPreparedByText<{
    customer_id: number;
    user_id: number;
    pets: EstimatePet[] | string | null;
    known: KnownPet[] | string;
    breeds: { id: number; minutes_to_groom: number | null }[] | string;
  }>(db, ESTIMATE_WITH_PETS_SQL, [estimateId]);
  const row = rows[0];
  if (!row) throw new DomainError(404, ESTIMATE_API_MESSAGES.estimateNotFound);
  const raw = (row.pets === null ? null : parsed(row.pets)) ?? [];
  const taking = raw.filter((p) => p.includeInEstimate !== false && p.isDeceased !== true);
  const byId = new Map(parsed(row.known).map((p) => [Number(p.id), p]));
  const estimate: EstimateFacts = {
    estimateId,
    customerId: Number(row.customer_id),
    userId: Number(row.user_id),
    pets: taking.map((p) => {
      const pet = byId.get(Number(p.petId));
      const breedId = pet ? Number(pet.breed_id) : p.breedId;
      return {
        breedId: breedId === null ? null : Number(breedId),
        animalTypeId: Number(pet?.animal_type_id ?? p.animalTypeId ?? 0),
        weight: pet?.weight === null || pet?.weight === undefined ? null : Number(pet.weight),
        minutesToGroom: pet?.minutes_to_groom === null || pet?.minutes_to_groom === undefined ? null : Number(pet.minutes_to_groom),
      };
    }),
  };
  const breeds = parsed(row.breeds).map((b) => ({ ID: Number(b.id), minutesToGroom: b.minutes_to_groom === null ? null : Number(b.minutes_to_groom) }));
  return { estimate, breeds };
}

export async function readEstimateFacts(db: SqlExecutor, estimateId: number): Promise<EstimateFacts> {
  return (await readEstimateAndBreeds(db, estimateId)).estimate;
}

export async function readBreedMinutes(db: SqlExecutor, breedIds: readonly (number | null)[]): Promise<BreedForLength[]> {
  const ids = breedIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: number; minutes_to_groom: number | null }>(`SELECT id, minutes_to_groom FROM breeds WHERE id = ANY($1::int[])`, [ids]);
  return rows.map((r) => ({ ID: Number(r.id), minutesToGroom: r.minutes_to_groom === null ? null : Number(r.minutes_to_groom) }));
}

const HOLDING = APPOINTMENT_STATUSES.map((s) => s.status).filter((s) => holdsTime(s));

/**
 * The bookings that hold time on `date`, by stylist (each counts its estimate's pets, at least one).
 * `employeeIds` null: every stylist's (so the read need not wait for the list of stylists).
 */
export async function readBookings(db: SqlExecutor, date: string, employeeIds: readonly number[] | null): Promise<Record<number, Booking[]>> {
  const bookings: Record<number, Booking[]> = {};
  if (employeeIds !== null && employeeIds.length === 0) return bookings;
  const { rows } = await queryPreparedByText<{ id: number; status: AppointmentStatus; employee_id: number; start_time: string; end_time: string; pets: number }>(
    db,
    `SELECT a.id, a.status, a.employee_id, a.start_time, a.end_time,
            greatest(1, coalesce(jsonb_array_length(e.pets_brief), 0))::int AS pets
       FROM appointments a
       LEFT JOIN estimates e ON e.id = a.estimate_id
      WHERE a.date = $1 AND NOT a.is_deleted AND ($2::int[] IS NULL OR a.employee_id = ANY($2::int[])) AND a.status = ANY($3::text[])
        AND a.start_time IS NOT NULL AND a.end_time IS NOT NULL`,
    [date, employeeIds === null ? null : [...employeeIds], HOLDING],
  );
  for (const r of rows) {
    const start = toMinutes(r.start_time);
    const end = toMinutes(r.end_time);
    if (start === null || end === null) continue;
    const employeeId = Number(r.employee_id);
    (bookings[employeeId] ??= []).push({ appointmentId: Number(r.id), status: r.status, pets: Number(r.pets), start, end });
  }
  return bookings;
}
