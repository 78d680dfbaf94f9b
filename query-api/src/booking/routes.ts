import {
  fullName,
  DomainError,
  ONLINE_BOOKING_MESSAGES as M,
  ONLINE_BOOKING_SETTINGS_STREAM,
  bookingSettingsDecider,
  fold,
  obWindowAllows,
  openTimesQuerySchema,
  type BookingSettings,
  type BookingSettingsAnswer,
  type OnlineBookingOptionsAnswer,
  type OnlineOpenTimesAnswer,
} from '@pawroute/domain';
import { allOf, describedRule, isStaff, nowOf, queryRoute, type Actor, type AppServices } from '@pawroute/platform';
import { readStylistOptions } from '@pawroute/projections';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readOpenSlots } from '../appointments';
import { businessToday } from '../shared/localTime';
import { bookingRequestQueries } from './requests';

const NoQuery = z.object({}).passthrough();

/** The settings folded from their own small stream (one event per Management save). */
async function readSettings(services: AppServices): Promise<BookingSettings> {
  const events = await services.store.readStream(ONLINE_BOOKING_SETTINGS_STREAM);
  return fold(bookingSettingsDecider, events.map((e) => ({ type: e.type, data: e.data })) as never[]);
}

const OWN_CUSTOMER = describedRule(
  // The permission alone is not enough (a staff type holding it is still refused): it is an input check.
  { anyOf: [], allOf: [], otherwise: 'a customer (not staff) with ViewCustomerDashboard, for their own records', inputChecks: ['ViewCustomerDashboard'] },
  (actor: Actor) => actor.permissions.ViewCustomerDashboard === true && !isStaff(actor) && actor.customerId !== null,
);

/** Online booking's reads (docs/RULES.md "Online booking"). */
export async function bookingQueries(app: FastifyInstance): Promise<void> {
  const { db, config } = app.services;

  queryRoute(app, {
    url: '/api/v4/booking/getSettings',
    schema: NoQuery,
    permission: allOf('ViewManagement', 'EditSettings'),
    async handle(): Promise<BookingSettingsAnswer> {
      const [settings, stylists] = await Promise.all([readSettings(app.services), readStylistOptions(db, businessToday(app.services))]);
      const blocked = await db.query<{ id: number; first_name: string; last_name: string }>(
        `SELECT c.id, u.first_name, u.last_name FROM customers c JOIN users u ON u.id = c.user_id WHERE c.id = ANY($1::int[]) ORDER BY u.last_name, u.first_name`,
        [settings.blockedCustomerIds],
      );
      return {
        settings,
        stylists: stylists.map((s) => ({ employeeId: s.ID, name: fullName({ firstName: s.firstName, lastName: s.lastName }) })),
        blockedClients: blocked.rows.map((r) => ({ customerId: Number(r.id), name: fullName({ firstName: r.first_name, lastName: r.last_name }) })),
      };
    },
  });

  queryRoute(app, {
    url: '/api/v4/booking/getOnlineOptions',
    schema: NoQuery,
    permission: OWN_CUSTOMER,
    async handle(_input, { actor }): Promise<OnlineBookingOptionsAnswer> {
      const settings = await readSettings(app.services);
      const [pets, addons] = await Promise.all([
        db.query<{ id: number; pet_name: string; breed: string | null }>(
          `SELECT p.id, p.pet_name, b.breed FROM pets p LEFT JOIN breeds b ON b.id = p.breed_id
            WHERE p.customer_id = $1 AND NOT p.is_deleted AND NOT p.is_deceased ORDER BY lower(p.pet_name), p.id`,
          [actor.customerId],
        ),
        db.query<{ id: number; item: string; addon_price: number | null }>(`SELECT id, item, addon_price FROM products WHERE addon_price IS NOT NULL ORDER BY item, id`),
      ]);
      return {
        enabled: settings.enabled,
        acceptMode: settings.acceptMode,
        horizonDays: settings.horizonDays,
        noticeHours: settings.noticeHours,
        cutoffHours: settings.cutoffHours,
        packages: settings.packages,
        requireCardOnFile: settings.requireCardOnFile,
        hasCardOnFile: (await db.query('SELECT 1 FROM contact_credit_cards WHERE user_id = $1 LIMIT 1', [actor.userId])).rows.length > 0,
        defaultCancelFee: Number((await db.query<{ cents: number }>('SELECT default_cancel_fee_cents AS cents FROM fee_settings WHERE id = 1')).rows[0]?.cents ?? 0),
        pets: pets.rows.map((p) => ({ petId: Number(p.id), petName: p.pet_name, breed: p.breed })),
        addons: addons.rows.map((a) => ({ ID: Number(a.id), item: a.item, addonPrice: a.addon_price === null ? null : Number(a.addon_price) })),
      };
    },
  });

  queryRoute(app, {
    url: '/api/v4/booking/getOpenTimes',
    schema: openTimesQuerySchema,
    permission: OWN_CUSTOMER,
    /**
     * OB-SAME: the office's getOpenSlots for this estimate (readOpenSlots, the same engine), kept to the
     * stylists bookable online, then OB-WINDOW.
     */
    async handle({ estimateId, date }, { actor }): Promise<OnlineOpenTimesAnswer> {
      const owner = await db.query<{ customer_id: number }>('SELECT customer_id FROM estimates WHERE id = $1', [estimateId]);
      if (Number(owner.rows[0]?.customer_id) !== actor.customerId) throw new DomainError(404, M.estimateNotFound);
      const settings = await readSettings(app.services);
      if (!settings.enabled) throw new DomainError(409, M.off);
      const now = nowOf(app.services);
      const office = await readOpenSlots(db, { date, estimateId, timeZone: config.timeZone, now });
      const nowIso = now.toISOString();
      const slots = office.slots
        .filter((s) => settings.employeeIds.includes(s.employeeId) && obWindowAllows(settings, nowIso, config.timeZone, date, s.start))
        .map(({ employeeId, stylistName, startTime, endTime, start, end }) => ({ employeeId, stylistName, startTime, endTime, start, end }));
      return { date: office.date, appointmentDate: office.appointmentDate, length: office.length, slots };
    },
  });

  bookingRequestQueries(app, OWN_CUSTOMER);
}
