import { localDateOf, petView, toSpecDate, toSpecTime, type PetDetails, type PetSex, type PetView } from '@pawroute/domain';
import type { Database } from '@pawroute/platform';
import type { TableRow } from '@pawroute/projections';

/** A pet as `SELECT p.*` returns it (the projection's table type), with its pictures' file names. */
type PetRow = TableRow<'pets'> & { pictures: string[] | null };

const num = (value: number | null) => (value === null ? null : Number(value));

function detailsOfRow(row: PetRow): PetDetails {
  return {
    petName: row.pet_name,
    animalTypeId: Number(row.animal_type_id),
    breedId: Number(row.breed_id),
    sex: row.sex as PetSex,
    weight: num(row.weight),
    age: num(row.age),
    birthday: row.birthday,
    grooming: row.grooming,
    habits: row.habits,
    priceHistory: row.price_history,
    notes: row.notes,
    isDeceased: row.is_deceased,
    isServicePet: row.is_service_pet,
    lastFee: num(row.last_fee_cents),
    lastGroomDate: row.last_groom_date,
    isOverridingGroomingFee: row.is_overriding_grooming_fee,
    overrideGroomingFeePrice: num(row.override_grooming_fee_cents),
    minutesToGroom: num(row.minutes_to_groom),
    groomingFrequencyWeeks: num(row.grooming_frequency_weeks),
  };
}

/** A customer's pets by name (deleted ones left out), each with its picture file names, oldest first. */
export async function readPetsByCustomer(db: Database, customerId: number, timeZone: string, now: Date = new Date()): Promise<PetView[]> {
  const { rows } = await db.query<PetRow>(
    `SELECT p.*,
            (SELECT array_agg(pp.file_name ORDER BY pp.added_at, pp.file_name) FROM pet_pictures pp WHERE pp.pet_id = p.id) AS pictures
       FROM pets p
      WHERE p.customer_id = $1 AND NOT p.is_deleted
      ORDER BY lower(p.pet_name), p.id`,
    [customerId],
  );
  const today = localDateOf(now, timeZone);
  const next = rows[0] ? await readNextAppointments(db, customerId, Number(rows[0].user_id), today) : new Map();
  return rows.map((row) => ({
    ...petView(
      {
        petId: Number(row.id),
        customerId: Number(row.customer_id),
        userId: Number(row.user_id),
        details: detailsOfRow(row),
        pictures: (row.pictures ?? []).map((fileName) => ({ fileName })),
        sympathyEmailSent: row.sympathy_email_requested_at !== null,
      },
      today,
    ),
    nextAppointment: next.get(Number(row.id)) ?? null,
  }));
}

/** The statuses of a booked visit still ahead (as the upcoming lists, query-api appointments/readLists). */
const AHEAD = ['scheduled', 'confirmed', 'conflicting', 'inProgress'];

/**
 * Each of the customer's pets' first booked visit from `today` on: the earliest dated appointment whose
 * estimate takes the pet (included, as the appointment rows count pets). By the customer's user, as the
 * upcoming lists read (index appointments_customer_date).
 */
async function readNextAppointments(db: Database, customerId: number, userId: number, today: string): Promise<Map<number, { date: string; startTime: string | null }>> {
  const { rows } = await db.query<{ pet_id: number; date: string; start_time: string | null }>(
    `SELECT DISTINCT ON ((p->>'petId')::int) (p->>'petId')::int AS pet_id, a.date, a.start_time
       FROM appointments a
       JOIN estimates e ON e.id = a.estimate_id
       CROSS JOIN LATERAL json_array_elements(e.data->'pets') AS x(p)
      WHERE a.customer_user_id = $4 AND a.customer_id = $1 AND NOT a.is_deleted AND a.date >= $2 AND a.status = ANY($3::text[])
        AND coalesce((p->>'includeInEstimate')::boolean, true) AND p->>'petId' ~ '^[0-9]+$'
      ORDER BY (p->>'petId')::int, a.date, a.start_time NULLS LAST, a.id`,
    [customerId, today, AHEAD, userId],
  );
  return new Map(rows.map((r) => [Number(r.pet_id), { date: toSpecDate(r.date), startTime: r.start_time ? toSpecTime(r.start_time) : null }]));
}

/** Who owns a pet (for the picture reads' permission check), or null. */
export async function petOwner(db: Database, petId: number): Promise<{ customerId: number; userId: number } | null> {
  const { rows } = await db.query<{ customer_id: number; user_id: number }>(
    `SELECT customer_id, user_id FROM pets WHERE id = $1 AND NOT is_deleted`,
    [petId],
  );
  return rows[0] ? { customerId: Number(rows[0].customer_id), userId: Number(rows[0].user_id) } : null;
}
