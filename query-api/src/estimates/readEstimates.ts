import {
  ESTIMATE_API_MESSAGES as A,
  DEFAULT_TRIP_CHARGE_CENTS,
  DomainError,
  estimateSavedSchema,
  estimateViewOf,
  type EstimateCustomerView,
  type EstimateListItem,
  type EstimateUserView,
  type EstimateView,
  type FindEstimateResponse,
} from '@pawroute/domain';
import { NOT_PERMITTED, isStaff, type Actor, type SqlExecutor } from '@pawroute/platform';
import { selectAppointmentRows, type AppointmentRow, type TableRow } from '@pawroute/projections';
import { userAddressOf } from '../shared/userAddress';

/** findById / findLastByCustomer answer the estimate's appointment row (docs/APPOINTMENTS.md), or null. */
export type EstimateWithAppointment = Omit<FindEstimateResponse, 'appointment'> & { appointment: AppointmentRow | null };

/** The estimate's current appointment: its newest that is not deleted. */
async function estimateAppointment(db: SqlExecutor, estimateId: number): Promise<AppointmentRow | null> {
  const [row] = await selectAppointmentRows(db, {
    where: 'a.estimate_id = $1 AND NOT a.is_deleted',
    params: [estimateId],
    orderBy: 'a.date_added DESC, a.id DESC',
    limit: 1,
  });
  return row ?? null;
}

/**
 * The estimate reads (part 1 §7). Staff with ViewEstimates read any customer's estimates; a
 * customer only their own: another customer's estimate is a 404 (its existence is not revealed),
 * another customer's list a 403.
 */
interface EstimateRow {
  id: number;
  customer_id: number;
  user_id: number;
  created_at: Date;
  last_edited: Date;
  data: unknown;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function viewOf(row: EstimateRow, isCopy: boolean): EstimateView {
  // Stored by our own projector from a validated event; parsing again keeps a bad row loud.
  const data = estimateSavedSchema.parse(row.data);
  return estimateViewOf(data, { dateAdded: iso(row.created_at), lastEdited: iso(row.last_edited) }, { isCopy });
}

/** A customer may only ask about themselves. */
export function assertOwnOrStaff(actor: Actor, userId: number): void {
  if (!isStaff(actor) && actor.userId !== userId) throw new DomainError(403, NOT_PERMITTED);
}

type UserRow = Pick<
  TableRow<'users'>,
  'id' | 'first_name' | 'middle_name' | 'last_name' | 'email_address' | 'phone_number' | 'address' | 'city' | 'state' | 'zipcode' | 'mapsco' | 'customer_id'
>;

async function readUser(db: SqlExecutor, userId: number): Promise<{ user: EstimateUserView; customerId: number | null } | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT id, first_name, middle_name, last_name, email_address, phone_number, address, city, state, zipcode, mapsco, customer_id
       FROM users WHERE id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    user: {
      ID: Number(row.id),
      firstName: row.first_name,
      middleName: row.middle_name,
      lastName: row.last_name,
      emailAddress: row.email_address,
      phoneNumber: row.phone_number,
      Address: userAddressOf(row),
    },
  };
}

async function readCustomer(db: SqlExecutor, customerId: number, userId: number, forCustomer: boolean): Promise<EstimateCustomerView> {
  const { rows: facts } = await db.query<Pick<TableRow<'estimate_customers'>, 'trip_charge_cents' | 'is_senior_citizen' | 'is_military' | 'is_tax_exempt'>>(
    `SELECT trip_charge_cents, is_senior_citizen, is_military, is_tax_exempt FROM estimate_customers WHERE customer_id = $1`,
    [customerId],
  );
  const { rows: pets } = await db.query<Omit<TableRow<'estimate_pets'>, 'customer_id' | 'user_id' | 'is_deleted'>>(
    `SELECT pet_id, pet_name, breed_id, animal_type_id, is_deceased, is_service_pet, last_groom_date,
            is_overriding_grooming_fee, override_grooming_fee_price
       FROM estimate_pets WHERE customer_id = $1 AND NOT is_deleted ORDER BY lower(pet_name), pet_id`,
    [customerId],
  );
  const customer: EstimateCustomerView = {
    ID: customerId,
    userId,
    Pets: pets.map((p) => ({
      ID: Number(p.pet_id),
      petName: p.pet_name,
      breedId: p.breed_id === null ? null : Number(p.breed_id),
      animalTypeId: p.animal_type_id === null ? null : Number(p.animal_type_id),
      isDeceased: p.is_deceased,
      isServicePet: p.is_service_pet,
      lastGroomDate: p.last_groom_date,
      isOverridingGroomingFee: p.is_overriding_grooming_fee,
      overrideGroomingFeePrice: p.override_grooming_fee_price === null ? null : Number(p.override_grooming_fee_price),
    })),
  };
  // Part 1 §6: customers see neither their trip charge nor the Senior, Military and Tax Exempt flags.
  if (forCustomer) return customer;
  const row = facts[0];
  return {
    ...customer,
    tripChargeCents: row ? Number(row.trip_charge_cents) : DEFAULT_TRIP_CHARGE_CENTS,
    isSeniorCitizen: row?.is_senior_citizen ?? false,
    isMilitary: row?.is_military ?? false,
    isTaxExempt: row?.is_tax_exempt ?? false,
  };
}

async function withCustomer(db: SqlExecutor, actor: Actor, userId: number, estimate: EstimateView | null): Promise<EstimateWithAppointment> {
  const found = await readUser(db, userId);
  if (!found || found.customerId === null) throw new DomainError(404, A.customerNotFound);
  const customer = await readCustomer(db, found.customerId, userId, !isStaff(actor));
  // A copy is a new estimate: the original's appointment is not its own.
  const appointment = estimate?.ID ? await estimateAppointment(db, estimate.ID) : null;
  return { estimate, user: found.user, customer, appointment };
}

/** GET estimate/findById?estimateId=&isCopy=: isCopy clears the ID (and needs EditEstimates). */
export async function findEstimateById(db: SqlExecutor, actor: Actor, estimateId: number, isCopy: boolean): Promise<EstimateWithAppointment> {
  if (isCopy && !actor.permissions.EditEstimates) throw new DomainError(403, NOT_PERMITTED);
  const { rows } = await db.query<EstimateRow>(
    `SELECT id, customer_id, user_id, created_at, last_edited, data FROM estimates WHERE id = $1`,
    [estimateId],
  );
  const row = rows[0];
  if (!row || (!isStaff(actor) && Number(row.user_id) !== actor.userId)) throw new DomainError(404, A.estimateNotFound);
  return withCustomer(db, actor, Number(row.user_id), viewOf(row, isCopy));
}

/** GET estimate/findLastByCustomer?userId=: the latest estimate (or null), with the customer and pets. */
export async function findLastEstimate(db: SqlExecutor, actor: Actor, userId: number): Promise<EstimateWithAppointment> {
  assertOwnOrStaff(actor, userId);
  const { rows } = await db.query<EstimateRow>(
    `SELECT id, customer_id, user_id, created_at, last_edited, data FROM estimates
      WHERE user_id = $1 ORDER BY last_edited DESC, id DESC LIMIT 1`,
    [userId],
  );
  return withCustomer(db, actor, userId, rows[0] ? viewOf(rows[0], false) : null);
}

/** GET estimate/findByCustomer?userId=: every estimate of the customer, last edited first. */
export async function findEstimatesByCustomer(db: SqlExecutor, actor: Actor, userId: number): Promise<EstimateListItem[]> {
  assertOwnOrStaff(actor, userId);
  const { rows } = await db.query<{
    id: number;
    customer_id: number;
    user_id: number;
    created_at: Date;
    last_edited: Date;
    address_string: string;
    pet_names: string[];
    fee_services: number;
    fee_total: number;
  }>(
    `SELECT id, customer_id, user_id, created_at, last_edited, address_string, pet_names, fee_services, fee_total
       FROM estimates WHERE user_id = $1 ORDER BY last_edited DESC, id DESC`,
    [userId],
  );
  return rows.map((r) => ({
    ID: Number(r.id),
    customerId: Number(r.customer_id),
    userId: Number(r.user_id),
    DateAdded: iso(r.created_at),
    LastEdited: iso(r.last_edited),
    addressString: r.address_string,
    petNames: r.pet_names,
    feeServices: Number(r.fee_services),
    feeTotal: Number(r.fee_total),
    serviceFee: Number(r.fee_services),
    totalFee: Number(r.fee_total),
    TotalEstimate: Number(r.fee_total),
  }));
}
