import { bookingRequestListQuerySchema, type BookingRequestListAnswer, type BookingRequestRow, type BookingRequestStatus, type MyBookingRequest, type MyBookingRequestsAnswer, type BookingRequestCountAnswer } from '@pawroute/domain';
import { queryRoute, type Actor, type DescribedRule, type SqlExecutor } from '@pawroute/platform';
import type { TableRow } from '@pawroute/projections';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const NoQuery = z.object({}).passthrough();

/** A booking_requests row (the projection's own table type) with the client, the stylist and the pets' names. */
type Row = Omit<TableRow<'booking_requests'>, 'status'> & {
  status: BookingRequestStatus;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  email_address: string | null;
  stylist_name: string | null;
  pets: string[] | null;
  vaccination_missing: boolean;
};

/** The request rows with the client, their pets and the stylist as the read tables hold them now. */
const SELECT = `
  SELECT br.*, u.first_name, u.last_name, u.phone_number, u.email_address,
         NULLIF(trim(concat_ws(' ', su.first_name, su.last_name)), '') AS stylist_name,
         (SELECT array_agg(p.pet_name ORDER BY p.pet_name) FROM pets p WHERE p.id = ANY(br.pet_ids)) AS pets,
         -- VAC-VALID on the requested date: a pet with a required vaccine and no record valid on it.
         (br.appointment_date IS NOT NULL AND EXISTS (
            SELECT 1 FROM vaccination_rules vr, unnest(vr.required_vaccine_ids) AS req(vaccine_id), unnest(br.pet_ids) AS pet(pet_id)
             WHERE NOT EXISTS (SELECT 1 FROM pet_vaccinations pv WHERE pv.pet_id = pet.pet_id AND pv.vaccine_id = req.vaccine_id
                                 AND pv.given_on <= br.appointment_date AND br.appointment_date <= pv.expires_on))) AS vaccination_missing
    FROM booking_requests br
    LEFT JOIN users u ON u.id = br.customer_user_id
    LEFT JOIN employees e ON e.id = br.employee_id
    LEFT JOIN users su ON su.id = e.user_id`;

const toMine = (r: Row): MyBookingRequest => ({
  requestId: Number(r.id),
  status: r.status,
  appointmentDate: r.appointment_date,
  startTime: r.start_time,
  stylistName: r.stylist_name,
  pets: r.pets ?? [],
  reason: r.reason,
  appointmentId: r.appointment_id === null ? null : Number(r.appointment_id),
  requestedAt: new Date(r.requested_at).toISOString(),
});

const toRow = (r: Row): BookingRequestRow => ({
  ...toMine(r),
  customerId: Number(r.customer_id),
  clientName: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
  phone: r.phone_number,
  email: r.email_address,
  employeeId: r.employee_id === null ? null : Number(r.employee_id),
  estimateId: Number(r.estimate_id),
  note: r.note,
  newClient: r.new_client,
  outsideArea: r.outside_area,
  marks: [
    ...(r.new_client ? ['newClient' as const] : []),
    ...(r.outside_area ? ['outsideArea' as const] : []),
    ...(r.vaccination_missing ? ['vaccinationMissing' as const] : []),
  ],
});

async function countOpen(db: SqlExecutor): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM booking_requests WHERE status = 'open'`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Booking requests' reads (docs/RULES.md OB-REQUEST): the office's list and its
 * navigation count (what scheduling an appointment needs: EditAppointments), and the customer's own.
 */
export function bookingRequestQueries(app: FastifyInstance, ownCustomer: DescribedRule<unknown>): void {
  const { db } = app.services;

  queryRoute(app, {
    url: '/api/v4/booking/getRequests',
    schema: bookingRequestListQuerySchema,
    permission: 'EditAppointments',
    async handle({ search, status }): Promise<BookingRequestListAnswer> {
      const text = search.trim().toLowerCase();
      const digits = text.replace(/\D/g, '');
      const { rows } = await db.query<Row>(
        `${SELECT}
          WHERE ($1 = 'all' OR br.status = $1)
            AND ($2 = '' OR lower(concat_ws(' ', u.first_name, u.last_name)) LIKE '%' || $2 || '%'
                 OR EXISTS (SELECT 1 FROM pets p WHERE p.id = ANY(br.pet_ids) AND lower(p.pet_name) LIKE '%' || $2 || '%')
                 OR ($3 <> '' AND (u.phone_digits LIKE '%' || $3 || '%'
                     OR EXISTS (SELECT 1 FROM contact_phone_numbers cp WHERE cp.user_id = br.customer_user_id AND cp.phone_digits LIKE '%' || $3 || '%'))))
          ORDER BY br.requested_at DESC, br.id DESC
          LIMIT 500`,
        [status, text.replace(/[%_\\]/g, ''), digits],
      );
      return { requests: rows.map(toRow), openCount: await countOpen(db) };
    },
  });

  queryRoute(app, {
    url: '/api/v4/booking/getRequestCount',
    schema: NoQuery,
    permission: 'EditAppointments',
    async handle(): Promise<BookingRequestCountAnswer> {
      return { openCount: await countOpen(db) };
    },
  });

  queryRoute(app, {
    url: '/api/v4/booking/getMyRequests',
    schema: NoQuery,
    permission: ownCustomer,
    async handle(_input, { actor }: { actor: Actor }): Promise<MyBookingRequestsAnswer> {
      // Their own only: the signed-in customer's user.
      const { rows } = await db.query<Row>(`${SELECT} WHERE br.customer_user_id = $1 ORDER BY br.requested_at DESC, br.id DESC LIMIT 50`, [actor.userId]);
      return { requests: rows.map(toMine) };
    },
  });
}
