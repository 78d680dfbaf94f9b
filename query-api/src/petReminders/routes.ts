import {
  DEFAULT_REMINDER_SETTINGS,
  DEFAULT_VACCINE_REMINDER_DAYS,
  MESSAGE_KIND_REGISTRY,
  PET_REMINDER_KINDS,
  addLocalDays,
  deliveryChannels,
  scheduledRebookRemindersOf,
  scheduledVaccineRemindersOf,
  type MessageChannels,
  type MessageKind,
  type MessageTemplate,
  type PetReminderRow,
  type RebookVisit,
  type ReminderSettings,
} from '@pawroute/domain';
import { allOf, nowOf, queryRoute, type SqlExecutor } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { localDate } from '../shared/localTime';

const DAYS_SHOWN = 7;

/** Each vaccine reminder (VAC-REMIND) whose record has not expired and can fall within the window, with what became of it. */
async function vaccineReminders(db: SqlExecutor, { today, quiet, timeZone }: { today: string; quiet: Pick<ReminderSettings, 'quietStart' | 'quietEnd'>; timeZone: string }) {
  const { rows: settingsRows } = await db.query<{ vaccine_days_before: number; required_vaccine_ids: number[] }>(
    `SELECT vaccine_days_before, required_vaccine_ids FROM pet_reminder_settings WHERE id = 1`,
  );
  const settings = settingsRows[0];
  if (!settings || settings.required_vaccine_ids.length === 0) return [];
  // Records of required vaccines not yet expired whose reminder can fall within the window, and their pets' other records (renewals).
  const { rows } = await db.query<{ pet_id: number; record_id: number; vaccine_id: number; expires_on: string; entered_at: Date }>(
    `SELECT pet_id, record_id, vaccine_id, expires_on, entered_at FROM pet_reminder_vaccinations
      WHERE pet_id IN (SELECT pet_id FROM pet_reminder_vaccinations WHERE expires_on >= $1 AND expires_on <= $2 AND vaccine_id = ANY($3::int[]))`,
    [today, addLocalDays(today, DAYS_SHOWN + settings.vaccine_days_before), settings.required_vaccine_ids],
  );
  if (rows.length === 0) return [];
  const petIds = [...new Set(rows.map((r) => r.pet_id))];
  const { rows: outcomes } = await db.query<{ key: string; state: 'sent' | 'skipped'; reason: string | null }>(`SELECT key, state, reason FROM pet_reminder_outcomes WHERE pet_id = ANY($1::int[])`, [petIds]);
  return scheduledVaccineRemindersOf(
    rows.map((r) => ({ petId: r.pet_id, recordId: r.record_id, vaccineId: r.vaccine_id, expiresOn: r.expires_on, enteredAt: new Date(r.entered_at).toISOString() })),
    outcomes,
    { requiredVaccineIds: settings.required_vaccine_ids, vaccineDaysBefore: settings.vaccine_days_before, ...quiet },
    timeZone,
  ).filter((r) => r.expiresOn >= today);
}

/** Each pet due for a groom (rebookDueOn over the read model's pets and appointments), with what became of its reminder. */
async function rebookReminders(db: SqlExecutor, { today, quiet, timeZone }: { today: string; quiet: Pick<ReminderSettings, 'quietStart' | 'quietEnd'>; timeZone: string }) {
  const { rows } = await db.query<{ pet_id: number; customer_id: number; frequency_weeks: number; last_groom_date: string | null; visits: RebookVisit[] }>(
    `SELECT p.pet_id, p.customer_id, p.frequency_weeks, p.last_groom_date,
            COALESCE((SELECT json_agg(json_build_object('date', v.date, 'status', v.status, 'deleted', v.deleted))
                        FROM pet_reminder_rebook_estimates e JOIN pet_reminder_rebook_visits v ON v.estimate_id = e.estimate_id
                       WHERE p.pet_id = ANY(e.pet_ids)), '[]'::json) AS visits
       FROM pet_reminder_rebook_pets p
      WHERE p.frequency_weeks IS NOT NULL AND NOT p.deceased AND NOT p.deleted`,
  );
  if (rows.length === 0) return [];
  const { rows: outcomes } = await db.query<{ key: string; state: 'sent' | 'skipped'; reason: string | null }>(
    `SELECT key, state, reason FROM pet_reminder_outcomes WHERE kind = 'rebook' AND pet_id = ANY($1::int[])`,
    [rows.map((r) => r.pet_id)],
  );
  return scheduledRebookRemindersOf(
    rows.map((r) => ({ petId: r.pet_id, customerId: r.customer_id, frequencyWeeks: r.frequency_weeks, lastGroomDate: r.last_groom_date, gone: false, visits: r.visits })),
    outcomes,
    { today, ...quiet },
    timeZone,
  );
}

/**
 * The Reminders page's pet reminders (docs/TEXTS.md "A pet's reminders"): each vaccine reminder
 * (VAC-REMIND) and rebook reminder that goes in the next 7 days or is due and not yet sent, with the
 * pet, the customer, the way it will go (the kind's template narrowed to the customer's preferred
 * channel: deliveryChannels; whether the number takes texts is the sender's to find out) and when it
 * goes that way (a text waits out quiet hours, REM-QUIET; mail alone does not), and what became of it:
 * scheduled, sent, or skipped and why.
 */
export async function readPetReminders(db: SqlExecutor, { today, now, timeZone }: { today: string; now: Date; timeZone: string }): Promise<{ rows: PetReminderRow[] }> {
  const { rows: quietRows } = await db.query<{ settings: ReminderSettings }>(`SELECT settings FROM reminder_settings WHERE id = 1`);
  const { quietStart, quietEnd } = quietRows[0]?.settings ?? DEFAULT_REMINDER_SETTINGS;
  const window = { today, quiet: { quietStart, quietEnd }, timeZone };
  const reminders = [...(await vaccineReminders(db, window)), ...(await rebookReminders(db, window))];
  if (reminders.length === 0) return { rows: [] };
  const petIds = [...new Set(reminders.map((r) => r.petId))];
  const { rows: names } = await db.query<{ pet_id: number; pet_name: string; customer_id: number; customer_name: string | null; channel: MessageChannels | null }>(
    `SELECT p.id AS pet_id, p.pet_name, p.customer_id, trim(u.first_name || ' ' || u.last_name) AS customer_name, pc.channel
       FROM pets p LEFT JOIN customers c ON c.id = p.customer_id LEFT JOIN users u ON u.id = c.user_id
       LEFT JOIN customer_preferred_channels pc ON pc.customer_id = p.customer_id
      WHERE p.id = ANY($1::int[]) AND NOT p.is_deleted AND NOT p.is_deceased`,
    [petIds],
  );
  const { rows: templates } = await db.query<{ kind: MessageKind; template: MessageTemplate }>(`SELECT kind, template FROM message_templates WHERE kind = ANY($1::text[])`, [[...PET_REMINDER_KINDS]]);
  const { rows: vaccines } = await db.query<{ id: number; name: string }>(`SELECT id, name FROM vaccines`);
  const petOf = new Map(names.map((n) => [n.pet_id, n]));
  const vaccineOf = new Map(vaccines.map((v) => [v.id, v.name]));
  const templateChannels = (kind: MessageKind): MessageChannels => templates.find((t) => t.kind === kind)?.template.channels ?? MESSAGE_KIND_REGISTRY[kind].defaults.channels;
  const horizon = new Date(now.getTime() + DAYS_SHOWN * 86_400_000).toISOString();
  const rows = reminders.flatMap((r): PetReminderRow[] => {
    const pet = petOf.get(r.petId);
    if (!pet) return [];
    const channels = deliveryChannels(templateChannels(r.kind), pet.channel ?? 'both', { sms: true, email: true });
    const names = { petName: pet.pet_name, customerId: pet.customer_id, customerName: pet.customer_name, channels, goesAt: channels.sms ? r.dueAt : r.at };
    if (names.goesAt > horizon) return [];
    return r.kind === 'vaccineExpiry' ? [{ ...r, ...names, vaccine: vaccineOf.get(r.vaccineId) ?? null }] : [{ ...r, ...names }];
  });
  rows.sort((a, b) => (a.goesAt < b.goesAt ? -1 : a.goesAt > b.goesAt ? 1 : a.key.localeCompare(b.key)));
  return { rows };
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
