import { toSpecDate, type AppointmentVisit, type VisitPet } from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';
import { matchAddress } from '../route';

/**
 * what the stylist needs at the door of appointment `appointmentId` (findById's `visit`).
 * Read at query time from the read models as they are now (as the appointment rows join theirs): the
 * estimate the appointment books (its pets, packages, add-ons and chosen address), each pet's record
 * (`pets`: breed, weight, habits, notes, last groom, pictures), the customer's user (`users`: notes,
 * phone) and the customer's addresses (`contact_addresses`: the notes of the one the estimate chose).
 * The caller has checked that the actor may read the appointment.
 */
interface VisitRow {
  customer_user_id: number | null;
  address_string: string | null;
  phone_number_string: string | null;
  user_phone: string | null;
  primary_phone: string | null;
  customer_notes: string | null;
}

interface PetRow {
  pet_id: number;
  pet_name: string;
  saved_breed: string | null;
  breed: string | null;
  estimate_package: string | null;
  addons: string[] | string | null;
  other_description: string | null;
  weight: number | null;
  grooming: string | null;
  grooming_frequency_weeks: number | null;
  habits: string | null;
  notes: string | null;
  last_groom_date: string | null;
  is_service_pet: boolean | null;
  has_picture: boolean;
}

interface AddressRow {
  id: number;
  user_id: number;
  address: string;
  mapsco: string | null;
  is_primary: boolean;
  notes: string | null;
  needs_generator: boolean;
}

const norm = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');
const sameStreet = (line: string, street: string) => norm(line) === norm(street) || norm(line).startsWith(`${norm(street)},`);
const text = (value: string | null | undefined): string | null => (value && value.trim() ? value : null);

export async function readVisit(db: SqlExecutor, appointmentId: number): Promise<AppointmentVisit | null> {
  const { rows } = await db.query<VisitRow>(
    `SELECT coalesce(a.customer_user_id, c.user_id) AS customer_user_id,
            e.address_string, e.data->>'phoneNumberString' AS phone_number_string,
            u.phone_number AS user_phone, u.notes AS customer_notes,
            (SELECT ph.phone_number FROM contact_phone_numbers ph WHERE ph.user_id = u.id
              ORDER BY ph.is_primary DESC, ph.added_at, ph.id LIMIT 1) AS primary_phone
       FROM appointments a
       LEFT JOIN customers c ON c.id = a.customer_id
       LEFT JOIN users u ON u.id = coalesce(a.customer_user_id, c.user_id)
       LEFT JOIN estimates e ON e.id = a.estimate_id
      WHERE a.id = $1 AND NOT a.is_deleted`,
    [appointmentId],
  );
  const row = rows[0];
  if (!row) return null;
  const userId = row.customer_user_id === null ? null : Number(row.customer_user_id);
  const [pets, addresses] = await Promise.all([
    db.query<PetRow>(
      // The estimate's pets that take part (included, alive), in its order, as the appointment row lists them.
      `SELECT (x.p->>'petId')::int AS pet_id, coalesce(p.pet_name, x.p->>'petName') AS pet_name,
              x.p->>'breed' AS saved_breed, b.breed, x.p->>'estimatePackage' AS estimate_package,
              (SELECT coalesce(json_agg(ad->>'item'), '[]'::json) FROM json_array_elements(coalesce(x.p->'addons', '[]'::json)) ad) AS addons,
              x.p->>'otherDescription' AS other_description,
              p.weight, p.grooming, p.grooming_frequency_weeks, p.habits, p.notes, p.last_groom_date, p.is_service_pet,
              EXISTS (SELECT 1 FROM pet_pictures pp WHERE pp.pet_id = p.id) AS has_picture
         FROM appointments a
         JOIN estimates e ON e.id = a.estimate_id
         CROSS JOIN LATERAL json_array_elements(e.data->'pets') WITH ORDINALITY AS x(p, ord)
         LEFT JOIN pets p ON p.id = (x.p->>'petId')::int
         LEFT JOIN breeds b ON b.id = p.breed_id
        WHERE a.id = $1 AND x.p->>'petId' ~ '^[0-9]+$'
          AND coalesce((x.p->>'includeInEstimate')::boolean, true) AND NOT coalesce((x.p->>'isDeceased')::boolean, false)
        ORDER BY x.ord`,
      [appointmentId],
    ),
    userId === null
      ? Promise.resolve({ rows: [] as AddressRow[] })
      : db.query<AddressRow>(
          `SELECT id, user_id, address, mapsco, is_primary, notes, needs_generator FROM contact_addresses WHERE user_id = $1 ORDER BY added_at, id`,
          [userId],
        ),
  ]);
  const records = addresses.rows.map((a) => ({ ...a, id: Number(a.id), user_id: Number(a.user_id) }));
  const line = text(row.address_string);
  // The customer's address the estimate chose (as the day's route finds it); its primary address is no
  // stand-in here: another address's notes would mislead at the door.
  const chosen = line ? matchAddress(line, records) : null;
  const chosenRecord = chosen && line && sameStreet(line, chosen.address) ? records.find((a) => a.id === chosen.id) ?? null : null;
  return {
    phoneNumber: text(row.primary_phone) ?? text(row.user_phone) ?? text(row.phone_number_string),
    customerNotes: text(row.customer_notes),
    address: line ? { line, notes: text(chosenRecord?.notes), needsGenerator: chosenRecord?.needs_generator === true } : null,
    pets: pets.rows.map(
      (p): VisitPet => ({
        ID: Number(p.pet_id),
        petName: p.pet_name,
        breed: text(p.breed) ?? text(p.saved_breed),
        estimatePackage: p.estimate_package ?? '',
        addons: (typeof p.addons === 'string' ? (JSON.parse(p.addons) as string[]) : (p.addons ?? [])).filter((a): a is string => typeof a === 'string'),
        otherDescription: p.other_description ?? '',
        weight: p.weight === null ? null : Number(p.weight),
        grooming: text(p.grooming),
        groomingFrequencyWeeks: p.grooming_frequency_weeks === null ? null : Number(p.grooming_frequency_weeks),
        habits: text(p.habits),
        notes: text(p.notes),
        lastGroomDate: p.last_groom_date ? toSpecDate(p.last_groom_date) : null,
        isServicePet: p.is_service_pet === true,
        hasPicture: p.has_picture === true,
      }),
    ),
  };
}
