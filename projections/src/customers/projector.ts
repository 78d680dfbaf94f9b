import {
  customerCreatedSchema,
  loginAccountCreatedSchema,
  petAddedSchema,
  userCreatedSchema,
} from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ApplyContext, ChangedKey, Projector } from '../runner/projector';
import { insertRows } from './insertRows';
import { applyContactHeadline, CONTACT_HEADLINE_EVENT_TYPES } from './contactHeadline';
import { applyProfileUpdate, PROFILE_EVENT_TYPES } from './profileUpdates';
import { customerRow, petNameRow, userRow, type UserRow } from './rows';
import { CUSTOMERS_TABLES, createCustomersTables } from './tables';

export const CUSTOMERS_EVENT_TYPES = [
  'UserCreated',
  'LoginAccountCreated',
  'CustomerCreated',
  'PetAdded',
  ...PROFILE_EVENT_TYPES,
  ...CONTACT_HEADLINE_EVENT_TYPES,
] as const;

const isContactHeadlineEvent = (type: string): boolean => (CONTACT_HEADLINE_EVENT_TYPES as readonly string[]).includes(type);

/**
 * Users, customer records and pet names. Every event handled today creates a row under a fresh id
 * (a login only fills in its user's row), so a batch is folded in memory and written as one
 * multi-row statement per table, in dependency order: the result equals applying events one by one,
 * and a rebuild runs at bulk-insert speed. Event data is parsed with the domain's schemas, so a
 * malformed event faults the projector instead of writing a half row.
 */
export const customersProjector: Projector = {
  name: 'customers',
  // 2: profile columns (birthday, notes, comment group, merge, policies) and their update events.
  // 3: the headline phone and address follow the contacts feature's primary ones.
  // 5: every part of the headline address follows (street, city, state, ZIP, Mapsco), not only its line.
  version: 5,
  eventTypes: CUSTOMERS_EVENT_TYPES,
  tables: CUSTOMERS_TABLES,
  createTables: (tx: Transaction) => createCustomersTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[], context?: ApplyContext): Promise<ChangedKey[]> {
    const users = new Map<number, UserRow>();
    const logins = new Map<number, { emailAddress: string }>();
    let customers: Record<string, unknown>[] = [];
    let pets: Record<string, unknown>[] = [];
    // A user always hears about their own record; staff hear about everything.
    const touched = new Set<number>();

    // New rows are written in bulk; an update of existing rows first flushes what is pending, so
    // the result equals applying the events one by one.
    const flush = async () => {
      await insertRows(tx, 'users', 'id', [...users.values()]);
      if (logins.size > 0) {
        await tx.query(
          `UPDATE users SET is_account = true, email_address = v.email_address
             FROM jsonb_to_recordset($1::jsonb) AS v(id integer, email_address text)
            WHERE users.id = v.id`,
          [JSON.stringify([...logins].map(([id, l]) => ({ id, email_address: l.emailAddress })))],
        );
      }
      await insertRows(tx, 'customers', 'id', customers);
      await insertRows(tx, 'customer_pet_names', 'pet_id', pets);
      users.clear();
      logins.clear();
      customers = [];
      pets = [];
    };

    for (const event of events) {
      switch (event.type) {
        case 'UserCreated': {
          const data = userCreatedSchema.parse(event.data);
          users.set(data.userId, userRow(data));
          touched.add(data.userId);
          break;
        }
        case 'LoginAccountCreated': {
          const data = loginAccountCreatedSchema.parse(event.data);
          const pending = users.get(data.userId);
          if (pending) {
            pending.is_account = true;
            pending.email_address = data.emailAddress;
          } else {
            logins.set(data.userId, { emailAddress: data.emailAddress });
          }
          touched.add(data.userId);
          break;
        }
        case 'CustomerCreated': {
          const data = customerCreatedSchema.parse(event.data);
          customers.push(customerRow(data));
          touched.add(data.userId);
          break;
        }
        case 'PetAdded': {
          const data = petAddedSchema.parse(event.data);
          pets.push(petNameRow(data));
          touched.add(data.userId);
          break;
        }
        default:
          await flush();
          if (isContactHeadlineEvent(event.type)) touched.add(await applyContactHeadline(tx, event));
          else for (const userId of [await applyProfileUpdate(tx, event, context?.now ?? new Date())].flat()) touched.add(userId);
      }
    }
    await flush();

    if (touched.size === 0) return [];
    const keys: ChangedKey[] = [{ scope: 'customers' }];
    for (const userId of touched) keys.push({ scope: 'user', id: userId, ownerUserId: userId });
    return keys;
  },
};
