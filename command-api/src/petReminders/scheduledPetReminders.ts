import { addLocalDays, scheduledVaccineRemindersOf, type ReminderSettings, type ScheduledVaccineReminder } from '@pawroute/domain';
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
