import {
  addLocalDays,
  scheduledRebookRemindersOf,
  scheduledVaccineRemindersOf,
  type RebookReminderPet,
  type RebookVisit,
  type ReminderSettings,
  type ScheduledRebookReminder,
  type ScheduledVaccineReminder,
} from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';

/**
 * The vaccine reminders of records expiring on business dates `fromDate`..(`toDate` + the days
 * before), from the 'petReminders' read model (every record of those pets: a renewal is one of them).
 */
export async function scheduledVaccineReminders(
  db: SqlExecutor,
  { fromDate, toDate, quiet, timeZone }: { fromDate: string; toDate: string; quiet: Pick<ReminderSettings, 'quietStart' | 'quietEnd'>; timeZone: string },
): Promise<ScheduledVaccineReminder[]> {
  const { rows: settings } = await db.query<{ vaccine_days_before: number; required_vaccine_ids: number[] }>(
    `SELECT vaccine_days_before, required_vaccine_ids FROM pet_reminder_settings WHERE id = 1`,
  );
  const { vaccine_days_before: vaccineDaysBefore = 14, required_vaccine_ids: requiredVaccineIds = [] } = settings[0] ?? {};
  if (requiredVaccineIds.length === 0) return [];
  const { rows } = await db.query<{ pet_id: number; record_id: number; vaccine_id: number; expires_on: string; entered_at: Date }>(
    `SELECT pet_id, record_id, vaccine_id, expires_on, entered_at FROM pet_reminder_vaccinations
      WHERE pet_id IN (SELECT pet_id FROM pet_reminder_vaccinations WHERE expires_on >= $1 AND expires_on <= $2 AND vaccine_id = ANY($3::int[]))`,
    [fromDate, addLocalDays(toDate, vaccineDaysBefore), requiredVaccineIds],
  );
  if (rows.length === 0) return [];
  const { rows: outcomes } = await db.query<{ key: string; state: 'sent' | 'skipped'; reason: string | null }>(
    `SELECT key, state, reason FROM pet_reminder_outcomes WHERE pet_id = ANY($1::int[])`,
    [[...new Set(rows.map((r) => r.pet_id))]],
  );
  return scheduledVaccineRemindersOf(
    rows.map((r) => ({ petId: r.pet_id, recordId: r.record_id, vaccineId: r.vaccine_id, expiresOn: r.expires_on, enteredAt: new Date(r.entered_at).toISOString() })),
    outcomes,
    { requiredVaccineIds, vaccineDaysBefore, ...quiet },
    timeZone,
  ).filter((r) => r.expiresOn >= fromDate);
}

/**
 * The rebook reminders due as of `today` (rebookDueOn over each pet with a frequency, and its
 * appointments), from the 'petReminders' read model, with what became of each: the pass's candidates.
 */
export async function scheduledRebookReminders(
  db: SqlExecutor,
  { today, quiet, timeZone }: { today: string; quiet: Pick<ReminderSettings, 'quietStart' | 'quietEnd'>; timeZone: string },
): Promise<ScheduledRebookReminder[]> {
  const pets = await rebookReminderPets(db);
  if (pets.length === 0) return [];
  const { rows: outcomes } = await db.query<{ key: string; state: 'sent' | 'skipped'; reason: string | null }>(
    `SELECT key, state, reason FROM pet_reminder_outcomes WHERE kind = 'rebook' AND pet_id = ANY($1::int[])`,
    [pets.map((p) => p.petId)],
  );
  return scheduledRebookRemindersOf(pets, outcomes, { today, ...quiet }, timeZone);
}

/** Every pet with a grooming frequency, not deceased or deleted, with its appointments (the read model's index). */
export async function rebookReminderPets(db: SqlExecutor): Promise<RebookReminderPet[]> {
  const { rows } = await db.query<{ pet_id: number; customer_id: number; frequency_weeks: number; last_groom_date: string | null; visits: RebookVisit[] }>(
    `SELECT p.pet_id, p.customer_id, p.frequency_weeks, p.last_groom_date,
            COALESCE((SELECT json_agg(json_build_object('date', v.date, 'status', v.status, 'deleted', v.deleted))
                        FROM pet_reminder_rebook_estimates e JOIN pet_reminder_rebook_visits v ON v.estimate_id = e.estimate_id
                       WHERE p.pet_id = ANY(e.pet_ids)), '[]'::json) AS visits
       FROM pet_reminder_rebook_pets p
      WHERE p.frequency_weeks IS NOT NULL AND NOT p.deceased AND NOT p.deleted`,
  );
  return rows.map((r) => ({ petId: r.pet_id, customerId: r.customer_id, frequencyWeeks: r.frequency_weeks, lastGroomDate: r.last_groom_date, gone: false, visits: r.visits }));
}
