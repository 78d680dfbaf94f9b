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
    for (const event of events) {
      if (event.type !== 'GroomingReportWritten') throw new Error(`groomingReport projector: unexpected event type ${event.type}`);
      const d = groomingReportWrittenSchema.parse(event.data);
      await tx.query(
        `INSERT INTO grooming_reports (appointment_id, note, next_suggested_date, photos, written_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (appointment_id) DO UPDATE SET note = EXCLUDED.note, next_suggested_date = EXCLUDED.next_suggested_date,
           photos = EXCLUDED.photos, written_at = EXCLUDED.written_at`,
        [d.appointmentId, d.note, d.nextSuggestedDate, d.photos, d.writtenAt],
      );
      keys.push({ scope: 'groomingReport', id: d.appointmentId });
    }
    return keys;
  },
};
