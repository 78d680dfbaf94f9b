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
    // New complaints in one insert (a stored one stays), blocking changes folded per complaint (the last)
    // in one update for those before the batch's own complaint (none, or a stored one) and one after it.
    const created = new Map<number, Record<(typeof COMPLAINT_COLUMNS)[number], unknown>>();
    const blockingBefore = new Map<number, boolean>();
    const blockingAfter = new Map<number, boolean>();
    let blockingChanged = false;
    for (const event of events) {
      switch (event.type) {
        case 'ComplaintCreated': {
          const d = complaintCreatedSchema.parse(event.data);
          if (!created.has(d.complaintId)) {
            created.set(d.complaintId, {
              id: d.complaintId, customer_id: d.customerId, employee_id: d.employeeId, complaint: d.complaint, is_blocking: d.isBlocking,
              created_by_user_id: d.createdByUserId, date_added: d.createdAt,
            });
          }
          keys.push({ scope: 'complaints' });
          break;
        }
        case 'ComplaintBlockingSet': {
          const d = complaintBlockingSetSchema.parse(event.data);
          (created.has(d.complaintId) ? blockingAfter : blockingBefore).set(d.complaintId, d.isBlocking);
          blockingChanged = true;
          keys.push({ scope: 'complaints' });
          break;
        }
        default:
          throw new Error(`complaints projector: unexpected event type ${event.type}`);
      }
    }
    const setBlocking = async (changes: ReadonlyMap<number, boolean>) => {
      if (changes.size === 0) return;
      await tx.query(
        `UPDATE complaints c SET is_blocking = b.is_blocking FROM unnest($1::int[], $2::boolean[]) AS b(id, is_blocking) WHERE c.id = b.id`,
        [[...changes.keys()], [...changes.values()]],
      );
    };
    await setBlocking(blockingBefore);
    if (created.size > 0) {
      const rows = [...created.values()];
      const column = (name: (typeof COMPLAINT_COLUMNS)[number]) => rows.map((r) => r[name]);
      const { rows: inserted } = await tx.query<{ is_blocking: boolean }>(
        `INSERT INTO complaints (${COMPLAINT_COLUMNS.join(', ')})
         SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::boolean[], $6::int[], $7::timestamptz[])
         ON CONFLICT (id) DO NOTHING RETURNING is_blocking`,
        COMPLAINT_COLUMNS.map(column),
      );
      blockingChanged ||= inserted.some((r) => r.is_blocking);
    }
    await setBlocking(blockingAfter);
    if (blockingChanged) {
      keys.push({ scope: 'options' });
      await publishLiveEvent(tx, 'updatedOptions', { blockingComplaints: await readBlockingPairs(tx) }, 'staff');
    }
    return keys;
  },
};

const COMPLAINT_COLUMNS = ['id', 'customer_id', 'employee_id', 'complaint', 'is_blocking', 'created_by_user_id', 'date_added'] as const;
