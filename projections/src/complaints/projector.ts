import { complaintBlockingSetSchema, complaintCreatedSchema } from '@pawroute/domain';
import { publishLiveEvent, type RecordedEvent, type Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { COMPLAINTS_TABLES, createComplaintsTables, readBlockingPairs } from './tables';

export const COMPLAINTS_EVENT_TYPES = ['ComplaintCreated', 'ComplaintBlockingSet'] as const;

/**
 * Complaints, for the complaints table and getOptions' blockingComplaints. When the blocking pairs
 * change, the options change too: the { scope: 'options' } key refreshes the web's options, and the
 * spec's updatedOptions live event (part 2 §7.8) goes to staff with the new list. Both are sent by
 * Postgres on commit, so a client that refetches sees the new rows.
 */
export const complaintsProjector: Projector = {
  name: 'complaints',
  version: 1,
  eventTypes: COMPLAINTS_EVENT_TYPES,
  tables: COMPLAINTS_TABLES,
  createTables: (tx: Transaction) => createComplaintsTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const keys: ChangedKey[] = [];
    let blockingChanged = false;
    for (const event of events) {
      switch (event.type) {
        case 'ComplaintCreated': {
          const d = complaintCreatedSchema.parse(event.data);
          const { rowCount } = await tx.query(
            `INSERT INTO complaints (id, customer_id, employee_id, complaint, is_blocking, created_by_user_id, date_added)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
            [d.complaintId, d.customerId, d.employeeId, d.complaint, d.isBlocking, d.createdByUserId, d.createdAt],
          );
          blockingChanged ||= d.isBlocking && (rowCount ?? 0) > 0;
          keys.push({ scope: 'complaints' });
          break;
        }
        case 'ComplaintBlockingSet': {
          const d = complaintBlockingSetSchema.parse(event.data);
          await tx.query(`UPDATE complaints SET is_blocking = $2 WHERE id = $1`, [d.complaintId, d.isBlocking]);
          blockingChanged = true;
          keys.push({ scope: 'complaints' });
          break;
        }
        default:
          throw new Error(`complaints projector: unexpected event type ${event.type}`);
      }
    }
    if (blockingChanged) {
      keys.push({ scope: 'options' });
      await publishLiveEvent(tx, 'updatedOptions', { blockingComplaints: await readBlockingPairs(tx) }, 'staff');
    }
    return keys;
  },
};
