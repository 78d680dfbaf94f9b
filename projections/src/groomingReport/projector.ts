import { GROOMING_REPORT_EVENT_TYPES, groomingReportWrittenSchema } from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { GROOMING_REPORT_TABLES, createGroomingReportTables } from './tables';

/** The grooming report of each completed appointment (the latest wins). Key: { scope: 'groomingReport', id: appointmentId }. */
export const groomingReportProjector: Projector = {
  name: 'groomingReport',
  version: 1,
  eventTypes: GROOMING_REPORT_EVENT_TYPES,
  tables: GROOMING_REPORT_TABLES,
  createTables: (tx: Transaction) => createGroomingReportTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const keys: ChangedKey[] = [];
    // The latest report of each appointment, written in one statement (a rebuild meets one per completion).
    const reports = new Map<number, { note: string; nextSuggestedDate: string | null; photos: readonly string[]; writtenAt: string }>();
    for (const event of events) {
      if (event.type !== 'GroomingReportWritten') throw new Error(`groomingReport projector: unexpected event type ${event.type}`);
      const d = groomingReportWrittenSchema.parse(event.data);
      reports.set(d.appointmentId, d);
      keys.push({ scope: 'groomingReport', id: d.appointmentId });
    }
    if (reports.size > 0) {
      const written = [...reports.values()];
      // photos is an array column: each report's goes as its JSON text.
      await tx.query(
        `INSERT INTO grooming_reports (appointment_id, note, next_suggested_date, photos, written_at)
         SELECT r.appointment_id, r.note, r.next_suggested_date, ARRAY(SELECT jsonb_array_elements_text(r.photos)), r.written_at
           FROM unnest($1::int[], $2::text[], $3::text[], $4::jsonb[], $5::timestamptz[]) AS r(appointment_id, note, next_suggested_date, photos, written_at)
         ON CONFLICT (appointment_id) DO UPDATE SET note = EXCLUDED.note, next_suggested_date = EXCLUDED.next_suggested_date,
           photos = EXCLUDED.photos, written_at = EXCLUDED.written_at`,
        [[...reports.keys()], written.map((r) => r.note), written.map((r) => r.nextSuggestedDate), written.map((r) => JSON.stringify(r.photos)), written.map((r) => r.writtenAt)],
      );
    }
    return keys;
  },
};
