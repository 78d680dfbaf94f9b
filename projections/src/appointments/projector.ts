import { customerCreatedSchema, type AppointmentEvent } from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ApplyContext, ChangedKey, Projector } from '../runner/projector';
import { applyStandingEvent, STANDINGS_EVENT_TYPES } from '../standings';
import { APPOINTMENT_EVENT_TYPES, foldAppointment, parseAppointmentEvent, type AppointmentRecord } from './fold';
import { canPushRows, LIVE_EVENT_MAX_AGE_MS, pushAppointmentChanges, type AppointmentChange } from './livePush';
import { APPOINTMENTS_TABLES, createAppointmentsTables } from './tables';
import { APPOINTMENT_PAYMENT_EVENT_TYPES, applyPaymentEvents, isAppointmentPaymentEvent } from './payments';
import { parseEventData } from '../runner/parsedData';
import { insertColumns } from '../runner/insertColumns';
import { rowsByKey } from '../runner/rowsByKey';

export const APPOINTMENTS_EVENT_TYPES = ['CustomerCreated', ...APPOINTMENT_EVENT_TYPES, ...STANDINGS_EVENT_TYPES, ...APPOINTMENT_PAYMENT_EVENT_TYPES] as const;

const SIDE_TABLE_EVENTS: ReadonlySet<string> = new Set(['AppointmentPictureUploaded', 'AppointmentPictureRemoved', 'AppointmentPictureVisibilitySet', 'AppointmentRated']);
const isStandingEvent = (type: string) => (STANDINGS_EVENT_TYPES as readonly string[]).includes(type);

const RECORD_COLUMNS = [
  'id', 'estimate_id', 'customer_id', 'customer_user_id', 'status', 'status_id', 'conflicts', 'employee_id', 'date', 'start_time',
  'end_time', 'is_standing', 'standing_id', 'initial_comment', 'last_comment', 'time_started', 'time_ended', 'stylist_en_route_at',
  'created_by_user_id', 'date_added', 'updated_at', 'is_deleted',
] as const satisfies readonly (keyof AppointmentRecord)[];

const iso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/** A stored row back into the fold's shape (pg gives Dates and numbers where the fold keeps ISO text). */
function recordOf(row: Record<string, unknown>): AppointmentRecord {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    ...(row as unknown as AppointmentRecord),
    id: Number(row.id),
    estimate_id: Number(row.estimate_id),
    customer_id: Number(row.customer_id),
    customer_user_id: n(row.customer_user_id),
    status_id: Number(row.status_id),
    employee_id: n(row.employee_id),
    standing_id: n(row.standing_id),
    created_by_user_id: n(row.created_by_user_id),
    conflicts: typeof row.conflicts === 'string' ? JSON.parse(row.conflicts) : (row.conflicts as AppointmentRecord['conflicts']),
    time_started: iso(row.time_started),
    time_ended: iso(row.time_ended),
    stylist_en_route_at: iso(row.stylist_en_route_at),
    date_added: iso(row.date_added)!,
    updated_at: iso(row.updated_at)!,
  };
}

async function upsertRecords(tx: Transaction, records: readonly AppointmentRecord[]): Promise<void> {
  const updates = RECORD_COLUMNS.filter((c) => c !== 'id').map((c) => `${c} = EXCLUDED.${c}`).join(', ');
  await insertColumns(tx, { table: 'appointments', columns: RECORD_COLUMNS, rows: records, onConflict: `ON CONFLICT (id) DO UPDATE SET ${updates}` });
}

/**
 * `appointment_last_seen` for customers one of whose appointments was or became completed in the batch:
 * their latest completed date again, from the appointments just written (the completed index).
 */
async function updateLastSeen(tx: Transaction, customerIds: ReadonlySet<number>): Promise<void> {
  if (customerIds.size === 0) return;
  const ids = [...customerIds];
  await tx.query(
    `INSERT INTO appointment_last_seen (customer_id, last_seen)
     SELECT customer_id, max(date) FROM appointments
      WHERE customer_id = ANY($1::int[]) AND status = 'completed' AND NOT is_deleted AND date IS NOT NULL
      GROUP BY customer_id
     ON CONFLICT (customer_id) DO UPDATE SET last_seen = EXCLUDED.last_seen`,
    [ids],
  );
  await tx.query(
    `DELETE FROM appointment_last_seen l WHERE l.customer_id = ANY($1::int[])
        AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.customer_id = l.customer_id AND a.status = 'completed' AND NOT a.is_deleted AND a.date IS NOT NULL)`,
    [ids],
  );
}

interface PictureRow {
  appointment_id: number;
  name: string;
  visible_to_customer: boolean;
  added_at: string;
}
const PICTURE_COLUMNS = ['appointment_id', 'name', 'visible_to_customer', 'added_at'] as const satisfies readonly (keyof PictureRow)[];
const RATING_COLUMNS = ['appointment_id', 'customer_user_id', 'rating', 'comment', 'rater_user_id', 'rated_at'] as const;

/**
 * Pictures and ratings, folded in event order over the stored pictures of the appointments they name
 * (read once), and written in at most three statements: an upload adds a name the appointment does not
 * have, a removal deletes it (deleted first, so one uploaded again is new), a visibility change sets a
 * picture it has; a rating replaces the appointment's, which keeps the customer user it was first given with.
 */
async function applySideTables(tx: Transaction, changes: readonly { event: AppointmentEvent; record: AppointmentRecord }[]): Promise<void> {
  const isPicture = (type: string) => type === 'AppointmentPictureUploaded' || type === 'AppointmentPictureRemoved' || type === 'AppointmentPictureVisibilitySet';
  const pictures = new Map<string, PictureRow>();
  const keyOf = (appointmentId: number, name: string) => `${appointmentId}\u0000${name}`;
  const withPictures = changes.filter((c) => isPicture(c.event.type)).map((c) => c.record.id);
  const stored = await rowsByKey<PictureRow>(tx, 'appointment_pictures', 'appointment_id', withPictures, 't.appointment_id, t.name, t.visible_to_customer, t.added_at::text AS added_at');
  for (const row of stored) pictures.set(keyOf(Number(row.appointment_id), row.name), { ...row, appointment_id: Number(row.appointment_id) });
  const dirty = new Set<string>();
  const removed = new Map<string, { appointmentId: number; name: string }>();
  const ratings = new Map<number, Record<(typeof RATING_COLUMNS)[number], unknown>>();
  for (const { event, record } of changes) {
    switch (event.type) {
      case 'AppointmentPictureUploaded': {
        const key = keyOf(record.id, event.data.fileName);
        if (pictures.has(key)) break;
        pictures.set(key, { appointment_id: record.id, name: event.data.fileName, visible_to_customer: event.data.visibleToCustomer, added_at: event.data.at });
        dirty.add(key);
        break;
      }
      case 'AppointmentPictureRemoved': {
        const key = keyOf(record.id, event.data.fileName);
        pictures.delete(key);
        dirty.delete(key);
        removed.set(key, { appointmentId: record.id, name: event.data.fileName });
        break;
      }
      case 'AppointmentPictureVisibilitySet': {
        const key = keyOf(record.id, event.data.fileName);
        const picture = pictures.get(key);
        if (!picture) break;
        pictures.set(key, { ...picture, visible_to_customer: event.data.visibleToCustomer });
        dirty.add(key);
        break;
      }
      case 'AppointmentRated': {
        const first = ratings.get(record.id);
        ratings.set(record.id, {
          appointment_id: record.id, customer_user_id: first ? first.customer_user_id : record.customer_user_id, rating: event.data.rating,
          comment: event.data.comment, rater_user_id: event.data.raterUserId, rated_at: event.data.at,
        });
        break;
      }
      default:
        break;
    }
  }
  if (removed.size > 0) {
    const gone = [...removed.values()];
    await tx.query(
      `DELETE FROM appointment_pictures p USING unnest($1::int[], $2::text[]) AS k(appointment_id, name) WHERE p.appointment_id = k.appointment_id AND p.name = k.name`,
      [gone.map((k) => k.appointmentId), gone.map((k) => k.name)],
    );
  }
  await insertColumns(tx, {
    table: 'appointment_pictures',
    columns: PICTURE_COLUMNS,
    rows: [...dirty].map((key) => pictures.get(key)!),
    onConflict: 'ON CONFLICT (appointment_id, name) DO UPDATE SET visible_to_customer = EXCLUDED.visible_to_customer, added_at = EXCLUDED.added_at',
  });
  await insertColumns(tx, {
    table: 'appointment_ratings',
    columns: RATING_COLUMNS,
    rows: [...ratings.values()],
    onConflict: `ON CONFLICT (appointment_id) DO UPDATE SET rating = EXCLUDED.rating, comment = EXCLUDED.comment,
           rater_user_id = EXCLUDED.rater_user_id, rated_at = EXCLUDED.rated_at`,
  });
}

/** The customer users of appointments the batch did not load (a payment's appointment), in one read. */
async function ownersOf(tx: Transaction, appointmentIds: readonly number[]): Promise<Map<number, number | null>> {
  const owners = new Map<number, number | null>();
  if (appointmentIds.length === 0) return owners;
  const { rows } = await tx.query<{ id: number; customer_user_id: number | null }>(
    `SELECT a.id, a.customer_user_id FROM (SELECT DISTINCT unnest($1::int[]) AS id) k CROSS JOIN LATERAL (SELECT id, customer_user_id FROM appointments WHERE id = k.id OFFSET 0) a`,
    [appointmentIds],
  );
  for (const row of rows) owners.set(Number(row.id), row.customer_user_id === null ? null : Number(row.customer_user_id));
  return owners;
}

/**
 * Appointments (every Appointment* event), standings (Standing*), and the customer -> user map they
 * are addressed by (CustomerCreated). A batch loads the appointment rows it touches, folds the events
 * in memory (fold.ts) and writes them back in one statement; the customers' users and the payments
 * (payments.ts), pictures and ratings in one or a few statements per batch; standings are written
 * event by event (rare). Keys: `{ scope: 'appointments', ownerUserId: <customer user> }` on every
 * change (also `{ scope: 'estimates', id }`: the estimate shows its appointment), `{ scope: 'standings' }`
 * for standings; and, for fresh events outside a rebuild, the live events of livePush.ts.
 */
export const appointmentsProjector: Projector = {
  name: 'appointments',
  // 2: the outstanding-balances index (tables.ts); 3: appointment_last_seen; 4: appointment_payments
  //. A rebuild creates them.
  version: 4,
  eventTypes: APPOINTMENTS_EVENT_TYPES,
  tables: APPOINTMENTS_TABLES,
  createTables: (tx: Transaction) => createAppointmentsTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[], context?: ApplyContext): Promise<ChangedKey[]> {
    const keys: ChangedKey[] = [];
    const parsed = new Map<RecordedEvent, AppointmentEvent>();
    const appointmentIds = new Set<number>();
    const customerIds = new Set<number>();
    for (const event of events) {
      if (event.type === 'CustomerCreated' || isStandingEvent(event.type) || isAppointmentPaymentEvent(event.type)) continue;
      const appointmentEvent = parseAppointmentEvent(event);
      parsed.set(event, appointmentEvent);
      appointmentIds.add(appointmentEvent.data.appointmentId);
      if (appointmentEvent.type === 'AppointmentCreated') customerIds.add(appointmentEvent.data.customerId);
    }

    const records = new Map<number, AppointmentRecord>();
    if (appointmentIds.size > 0) {
      // One primary-key probe per id (OFFSET 0 keeps the planner from flattening it): with a batch's
      // thousands of ids, `id = ANY($1)` chose a scan of the whole table, most of a rebuild's lookup time.
      const { rows } = await tx.query<Record<string, unknown>>(
        `SELECT a.* FROM (SELECT DISTINCT unnest($1::int[]) AS id) k CROSS JOIN LATERAL (SELECT * FROM appointments WHERE id = k.id OFFSET 0) a`,
        [[...appointmentIds]],
      );
      for (const row of rows) records.set(Number(row.id), recordOf(row));
    }
    const customerUsers = new Map<number, number>();
    if (customerIds.size > 0) {
      const { rows } = await tx.query<{ customer_id: number; user_id: number }>(
        `SELECT customer_id, user_id FROM appointment_customers WHERE customer_id = ANY($1::int[])`,
        [[...customerIds]],
      );
      for (const row of rows) customerUsers.set(Number(row.customer_id), Number(row.user_id));
    }

    const changed = new Set<number>();
    const lastSeenOf = new Set<number>();
    const live = new Map<number, AppointmentChange>();
    const liveAfter = (context?.now ?? new Date()).getTime() - LIVE_EVENT_MAX_AGE_MS;
    const firstEmployee = new Map<number, number | null>([...records].map(([id, r]) => [id, r.employee_id]));
    // Customers' users: last one per customer, written in one statement (before a standing event, which
    // reads them in its own statement, and at the end).
    const pendingCustomers = new Map<number, number>();
    const flushCustomers = async () => {
      if (pendingCustomers.size === 0) return;
      await tx.query(
        `INSERT INTO appointment_customers (customer_id, user_id) SELECT * FROM unnest($1::int[], $2::int[])
         ON CONFLICT (customer_id) DO UPDATE SET user_id = EXCLUDED.user_id`,
        [[...pendingCustomers.keys()], [...pendingCustomers.values()]],
      );
      pendingCustomers.clear();
    };
    const paymentEvents: RecordedEvent[] = [];
    const sideChanges: { event: AppointmentEvent; record: AppointmentRecord }[] = [];
    for (const event of events) {
      if (event.type === 'CustomerCreated') {
        const d = parseEventData(customerCreatedSchema, event);
        customerUsers.set(d.customerId, d.userId);
        pendingCustomers.set(d.customerId, d.userId);
        continue;
      }
      if (isStandingEvent(event.type)) {
        // The standing's placeholders show on the schedule and in its customer's upcoming list.
        await flushCustomers();
        const standing = await applyStandingEvent(tx, event);
        keys.push({ scope: 'standings' }, { scope: 'appointments', ownerUserId: standing?.customerUserId ?? null });
        continue;
      }
      if (isAppointmentPaymentEvent(event.type)) {
        // a payment voided or recorded for an appointment (its unpaid flag): applied together below.
        paymentEvents.push(event);
        continue;
      }
      const appointmentEvent = parsed.get(event)!;
      const id = appointmentEvent.data.appointmentId;
      const before = records.get(id) ?? null;
      const customerUserId = appointmentEvent.type === 'AppointmentCreated' ? (customerUsers.get(appointmentEvent.data.customerId) ?? null) : null;
      const after = foldAppointment(before, appointmentEvent, customerUserId);
      if (!after || after === before) continue;
      if (before?.status === 'completed' || after.status === 'completed') lastSeenOf.add(after.customer_id);
      records.set(id, after);
      if (!firstEmployee.has(id)) firstEmployee.set(id, null);
      if (SIDE_TABLE_EVENTS.has(appointmentEvent.type)) sideChanges.push({ event: appointmentEvent, record: after });
      changed.add(id);
      keys.push({ scope: 'appointments', ownerUserId: after.customer_user_id }, { scope: 'estimates', id: after.estimate_id, ownerUserId: after.customer_user_id });
      // The customer's Ratings card (ratings/findByUser) lists the appointments' ratings too.
      if (appointmentEvent.type === 'AppointmentRated' && after.customer_user_id !== null) keys.push({ scope: 'ratings', id: after.customer_user_id });
      if (event.createdAt.getTime() >= liveAfter) {
        const change = live.get(id) ?? { created: false, formerEmployeeIds: [] };
        change.created ||= appointmentEvent.type === 'AppointmentCreated';
        const former = firstEmployee.get(id);
        if (typeof former === 'number' && former !== after.employee_id && !change.formerEmployeeIds.includes(former)) change.formerEmployeeIds.push(former);
        live.set(id, change);
      }
    }

    await flushCustomers();
    if (paymentEvents.length > 0) {
      const paid = await applyPaymentEvents(tx, paymentEvents);
      const owners = await ownersOf(tx, [...paid].filter((id) => !records.has(id)));
      for (const id of paid) keys.push({ scope: 'appointments', ownerUserId: records.get(id)?.customer_user_id ?? owners.get(id) ?? null });
    }
    await applySideTables(tx, sideChanges);
    await upsertRecords(tx, [...changed].map((id) => records.get(id)!));
    if (!context?.rebuilding) await updateLastSeen(tx, lastSeenOf);
    if (live.size > 0 && (await canPushRows(tx))) await pushAppointmentChanges(tx, live);
    return keys;
  },
  async finishRebuild(tx: Transaction): Promise<void> {
    const { rows } = await tx.query<{ customer_id: number }>(`SELECT DISTINCT customer_id FROM appointments`);
    await updateLastSeen(tx, new Set(rows.map((r) => Number(r.customer_id))));
  },
};
