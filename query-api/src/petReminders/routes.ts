import { DEFAULT_REMINDER_SETTINGS, DEFAULT_VACCINE_REMINDER_DAYS, addLocalDays, scheduledVaccineRemindersOf, type PetReminderRow, type ReminderSettings } from '@pawroute/domain';
import { allOf, nowOf, queryRoute, type SqlExecutor } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { localDate } from '../shared/localTime';

const DAYS_SHOWN = 7;

/**
 * The Reminders page's pet reminders (docs/TEXTS.md "A pet's reminders"): each vaccine reminder
 * (VAC-REMIND, REM-QUIET) that goes in the next 7 days or is due and not yet sent, with the pet, the
 * customer, the vaccine and what became of it: scheduled, sent, or skipped and why.
 */
export async function readPetReminders(db: SqlExecutor, { today, now, timeZone }: { today: string; now: Date; timeZone: string }): Promise<{ rows: PetReminderRow[] }> {
  const { rows: settingsRows } = await db.query<{ vaccine_days_before: number; required_vaccine_ids: number[] }>(
    `SELECT vaccine_days_before, required_vaccine_ids FROM pet_reminder_settings WHERE id = 1`,
  );
  const settings = settingsRows[0];
  if (!settings || settings.required_vaccine_ids.length === 0) return { rows: [] };
  const { rows: quietRows } = await db.query<{ settings: ReminderSettings }>(`SELECT settings FROM reminder_settings WHERE id = 1`);
  const { quietStart, quietEnd } = quietRows[0]?.settings ?? DEFAULT_REMINDER_SETTINGS;
  // Records of required vaccines not yet expired whose reminder can fall within the window, and their pets' other records (renewals).
  const { rows } = await db.query<{ pet_id: number; record_id: number; vaccine_id: number; expires_on: string; entered_at: Date }>(
    `SELECT pet_id, record_id, vaccine_id, expires_on, entered_at FROM pet_reminder_vaccinations
      WHERE pet_id IN (SELECT pet_id FROM pet_reminder_vaccinations WHERE expires_on >= $1 AND expires_on <= $2 AND vaccine_id = ANY($3::int[]))`,
    [today, addLocalDays(today, DAYS_SHOWN + settings.vaccine_days_before), settings.required_vaccine_ids],
  );
  if (rows.length === 0) return { rows: [] };
  const petIds = [...new Set(rows.map((r) => r.pet_id))];
  const { rows: outcomes } = await db.query<{ key: string; state: 'sent' | 'skipped'; reason: string | null }>(`SELECT key, state, reason FROM pet_reminder_outcomes WHERE pet_id = ANY($1::int[])`, [petIds]);
  const { rows: names } = await db.query<{ pet_id: number; pet_name: string; customer_id: number; customer_name: string | null }>(
    `SELECT p.id AS pet_id, p.pet_name, p.customer_id, trim(u.first_name || ' ' || u.last_name) AS customer_name
       FROM pets p LEFT JOIN customers c ON c.id = p.customer_id LEFT JOIN users u ON u.id = c.user_id
      WHERE p.id = ANY($1::int[]) AND NOT p.is_deleted AND NOT p.is_deceased`,
    [petIds],
  );
  const { rows: vaccines } = await db.query<{ id: number; name: string }>(`SELECT id, name FROM vaccines`);
  const petOf = new Map(names.map((n) => [n.pet_id, n]));
  const vaccineOf = new Map(vaccines.map((v) => [v.id, v.name]));
  const horizon = new Date(now.getTime() + DAYS_SHOWN * 86_400_000).toISOString();
  const reminders = scheduledVaccineRemindersOf(
    rows.map((r) => ({ petId: r.pet_id, recordId: r.record_id, vaccineId: r.vaccine_id, expiresOn: r.expires_on, enteredAt: new Date(r.entered_at).toISOString() })),
    outcomes,
    { requiredVaccineIds: settings.required_vaccine_ids, vaccineDaysBefore: settings.vaccine_days_before, quietStart, quietEnd },
    timeZone,
  )
    .filter((r) => r.expiresOn >= today && r.dueAt <= horizon && petOf.has(r.petId))
    .sort((a, b) => (a.dueAt < b.dueAt ? -1 : a.dueAt > b.dueAt ? 1 : a.key.localeCompare(b.key)));
  return {
    rows: reminders.map((r) => {
      const pet = petOf.get(r.petId)!;
      return { ...r, petName: pet.pet_name, customerId: pet.customer_id, customerName: pet.customer_name, vaccine: vaccineOf.get(r.vaccineId) ?? null };
    }),
  };
}

export async function petRemindersQueries(app: FastifyInstance): Promise<void> {
  const { config } = app.services;
  queryRoute(app, {
    url: '/api/v4/reminders/pets',
    schema: z.object({}),
    permission: 'ViewAllAppointments',
    handle: (_input, { db }) => {
      const now = nowOf(app.services);
      return readPetReminders(db, { today: localDate(config.timeZone, now), now, timeZone: config.timeZone });
    },
  });
  queryRoute(app, {
    url: '/api/v4/reminders/pet/settings',
    schema: z.object({}),
    permission: allOf('ViewManagement', 'EditSettings'),
    handle: async (_input, { db }) => {
      const { rows } = await db.query<{ vaccine_days_before: number }>(`SELECT vaccine_days_before FROM pet_reminder_settings WHERE id = 1`);
      return { vaccineDaysBefore: rows[0]?.vaccine_days_before ?? DEFAULT_VACCINE_REMINDER_DAYS };
    },
  });
}
