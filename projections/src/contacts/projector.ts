import {
  CONTACTS_EVENT_TYPES,
  addressAddedSchema,
  addressDeletedSchema,
  addressUpdatedSchema,
  contactsFromUserCreated,
  contactsMovedInSchema,
  contactsMovedOutSchema,
  creditCardAddedSchema,
  creditCardDeletedSchema,
  emailAddedSchema,
  emailDeletedSchema,
  emailUpdatedSchema,
  phoneNumberAddedSchema,
  phoneNumberDeletedSchema,
  phoneNumberUpdatedSchema,
  primaryCreditCardSetSchema,
  userCreatedSchema,
} from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { addressRow, creditCardRow, emailRow, phoneNumberRow, type Row } from './rows';
import { insertColumns } from '../runner/insertColumns';
import { CONTACTS_TABLES, createContactsTables } from './tables';

export const CONTACTS_PROJECTOR_EVENT_TYPES = ['UserCreated', ...CONTACTS_EVENT_TYPES] as const;

const T = {
  addresses: 'contact_addresses',
  phoneNumbers: 'contact_phone_numbers',
  emails: 'contact_emails',
  cards: 'contact_credit_cards',
} as const;

/** The query keys the web app uses: [scope, userId]. */
const SCOPES = { addresses: 'addresses', phoneNumbers: 'phoneNumbers', emails: 'emails', cards: 'creditCards' } as const;
type Kind = keyof typeof T;

/** Each table's columns as the row builders (rows.ts) fill them. */
const COLUMNS: Record<Kind, readonly string[]> = {
  addresses: ['id', 'user_id', 'address', 'city', 'state', 'zipcode', 'mapsco', 'mapsco_city_id', 'notes', 'is_primary', 'needs_generator', 'added_at'],
  phoneNumbers: ['id', 'user_id', 'phone_number', 'phone_digits', 'extension', 'label', 'is_primary', 'added_at'],
  emails: ['id', 'user_id', 'email_address', 'label', 'is_primary', 'added_at'],
  cards: ['id', 'user_id', 'name_on_card', 'brand', 'last4', 'exp_month', 'exp_year', 'billing_zipcode', 'gateway_token', 'is_primary', 'added_at'],
};
const KINDS = Object.keys(T) as Kind[];

/** What one event does to the tables, in the order the statements of its own used to. */
type Op =
  | { op: 'insert'; kind: Kind; row: Row }
  | { op: 'upsert'; kind: Kind; row: Row; clearOthers: boolean }
  | { op: 'delete'; kind: Kind; userId: number; ids: readonly number[] }
  | { op: 'primaryCard'; userId: number; cardId: number };

/**
 * One table's rows as the batch moves them: the stored rows of every user and id the batch names, read
 * once, then each operation as its statement would have done it (an insert keeps a row already there;
 * an upsert keeps the row's added_at; a primary clears the flag on its user's other rows; a delete takes
 * only the user's own rows).
 */
class TableFold {
  readonly rows = new Map<number, Row>();
  readonly dirty = new Set<number>();
  /** Stored (or inserted) rows deleted during the batch: deleted first, then written again if they came back. */
  readonly deleted = new Set<number>();

  load(rows: readonly Row[]): void {
    for (const row of rows) this.rows.set(Number(row.id), { ...row, id: Number(row.id), user_id: Number(row.user_id) });
  }
  insert(row: Row): void {
    const id = row.id as number;
    if (this.rows.has(id)) return;
    this.rows.set(id, row);
    this.dirty.add(id);
  }
  upsert(row: Row, clearOthers: boolean): void {
    const id = row.id as number;
    const stored = this.rows.get(id);
    this.rows.set(id, stored ? { ...stored, ...row, added_at: stored.added_at } : row);
    this.dirty.add(id);
    if (clearOthers) {
      for (const other of this.rows.values()) {
        if (other.user_id === row.user_id && other.id !== id && other.is_primary) this.set(other, { is_primary: false });
      }
    }
  }
  remove(userId: number, ids: readonly number[]): void {
    for (const id of ids) {
      if (this.rows.get(id)?.user_id !== userId) continue;
      this.rows.delete(id);
      this.dirty.delete(id);
      this.deleted.add(id);
    }
  }
  setPrimary(userId: number, primaryId: number): void {
    for (const row of this.rows.values()) if (row.user_id === userId) this.set(row, { is_primary: row.id === primaryId });
  }
  private set(row: Row, change: Row): void {
    this.rows.set(row.id as number, { ...row, ...change });
    this.dirty.add(row.id as number);
  }
}

/**
 * Addresses, phone numbers, emails and credit cards per user. `UserCreated` brings the records given
 * at user/create (ids from contactsFromUserCreated, the same the write side uses). A batch is folded in
 * memory (TableFold: the rows of the users and ids it names read once per table, each event applied in
 * order, a primary record clearing its user's other primaries) and written with at most three
 * statements per table: the rows deleted, the rows moved (an upsert that keeps a stored row's
 * added_at). A rebuild's thousands of users are one insert per table.
 */
export const contactsProjector: Projector = {
  name: 'contacts',
  version: 1,
  eventTypes: CONTACTS_PROJECTOR_EVENT_TYPES,
  tables: CONTACTS_TABLES,
  createTables: (tx: Transaction) => createContactsTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const keys = new Map<string, ChangedKey>();
    const touch = (kind: Kind, userId: number) =>
      keys.set(`${kind}:${userId}`, { scope: SCOPES[kind], id: userId, ownerUserId: userId });

    const ops: Op[] = [];
    const put = (kind: Kind, userId: number, row: Row) => {
      ops.push({ op: 'upsert', kind, row, clearOthers: row.is_primary === true });
      touch(kind, userId);
    };
    for (const event of events) {
      switch (event.type) {
        case 'UserCreated': {
          const data = userCreatedSchema.parse(event.data);
          const initial = contactsFromUserCreated(data);
          for (const a of initial.addresses) ops.push({ op: 'insert', kind: 'addresses', row: addressRow(data.userId, a, data.createdAt) });
          for (const p of initial.phoneNumbers) ops.push({ op: 'insert', kind: 'phoneNumbers', row: phoneNumberRow(data.userId, p, data.createdAt) });
          for (const e of initial.emails) ops.push({ op: 'insert', kind: 'emails', row: emailRow(data.userId, e, data.createdAt) });
          for (const kind of ['addresses', 'phoneNumbers', 'emails'] as const) touch(kind, data.userId);
          break;
        }
        case 'AddressAdded': {
          const d = addressAddedSchema.parse(event.data);
          put('addresses', d.userId, addressRow(d.userId, d, d.addedAt));
          break;
        }
        case 'AddressUpdated': {
          const d = addressUpdatedSchema.parse(event.data);
          put('addresses', d.userId, addressRow(d.userId, d, d.updatedAt));
          break;
        }
        case 'AddressDeleted': {
          const d = addressDeletedSchema.parse(event.data);
          ops.push({ op: 'delete', kind: 'addresses', userId: d.userId, ids: [d.addressId] });
          touch('addresses', d.userId);
          break;
        }
        case 'PhoneNumberAdded': {
          const d = phoneNumberAddedSchema.parse(event.data);
          put('phoneNumbers', d.userId, phoneNumberRow(d.userId, d, d.addedAt));
          break;
        }
        case 'PhoneNumberUpdated': {
          const d = phoneNumberUpdatedSchema.parse(event.data);
          put('phoneNumbers', d.userId, phoneNumberRow(d.userId, d, d.updatedAt));
          break;
        }
        case 'PhoneNumberDeleted': {
          const d = phoneNumberDeletedSchema.parse(event.data);
          ops.push({ op: 'delete', kind: 'phoneNumbers', userId: d.userId, ids: [d.phoneNumberId] });
          touch('phoneNumbers', d.userId);
          break;
        }
        case 'EmailAdded': {
          const d = emailAddedSchema.parse(event.data);
          put('emails', d.userId, emailRow(d.userId, d, d.addedAt));
          break;
        }
        case 'EmailUpdated': {
          const d = emailUpdatedSchema.parse(event.data);
          put('emails', d.userId, emailRow(d.userId, d, d.updatedAt));
          break;
        }
        case 'EmailDeleted': {
          const d = emailDeletedSchema.parse(event.data);
          ops.push({ op: 'delete', kind: 'emails', userId: d.userId, ids: [d.emailId] });
          touch('emails', d.userId);
          break;
        }
        case 'CreditCardAdded': {
          const d = creditCardAddedSchema.parse(event.data);
          put('cards', d.userId, creditCardRow(d.userId, d, d.addedAt));
          break;
        }
        case 'PrimaryCreditCardSet': {
          const d = primaryCreditCardSetSchema.parse(event.data);
          ops.push({ op: 'primaryCard', userId: d.userId, cardId: d.cardId });
          touch('cards', d.userId);
          break;
        }
        case 'CreditCardDeleted': {
          const d = creditCardDeletedSchema.parse(event.data);
          ops.push({ op: 'delete', kind: 'cards', userId: d.userId, ids: [d.cardId] });
          touch('cards', d.userId);
          break;
        }
        case 'ContactsMovedOut': {
          // Rows already moved in belong to the new owner and are left alone (user_id no longer matches).
          const d = contactsMovedOutSchema.parse(event.data);
          ops.push({ op: 'delete', kind: 'addresses', userId: d.userId, ids: d.addressIds });
          ops.push({ op: 'delete', kind: 'phoneNumbers', userId: d.userId, ids: d.phoneNumberIds });
          ops.push({ op: 'delete', kind: 'emails', userId: d.userId, ids: d.emailIds });
          ops.push({ op: 'delete', kind: 'cards', userId: d.userId, ids: d.cardIds });
          for (const kind of KINDS) touch(kind, d.userId);
          break;
        }
        case 'ContactsMovedIn': {
          // Primaries were settled by the decider: moved records never displace the kept user's.
          const d = contactsMovedInSchema.parse(event.data);
          for (const a of d.addresses) ops.push({ op: 'upsert', kind: 'addresses', row: addressRow(d.userId, a, d.movedAt), clearOthers: false });
          for (const p of d.phoneNumbers) ops.push({ op: 'upsert', kind: 'phoneNumbers', row: phoneNumberRow(d.userId, p, d.movedAt), clearOthers: false });
          for (const e of d.emails) ops.push({ op: 'upsert', kind: 'emails', row: emailRow(d.userId, e, d.movedAt), clearOthers: false });
          for (const c of d.cards) ops.push({ op: 'upsert', kind: 'cards', row: creditCardRow(d.userId, c, d.movedAt), clearOthers: false });
          for (const kind of KINDS) {
            touch(kind, d.userId);
            touch(kind, d.fromUserId);
          }
          break;
        }
        default:
          throw new Error(`contacts projector: unexpected event type ${event.type}`);
      }
    }

    // The stored rows the operations can reach: by id, and all of a user's for the primaries.
    const reach = Object.fromEntries(KINDS.map((kind) => [kind, { ids: new Set<number>(), users: new Set<number>() }])) as Record<Kind, { ids: Set<number>; users: Set<number> }>;
    for (const op of ops) {
      if (op.op === 'insert') reach[op.kind].ids.add(op.row.id as number);
      else if (op.op === 'upsert') {
        reach[op.kind].ids.add(op.row.id as number);
        if (op.clearOthers) reach[op.kind].users.add(op.row.user_id as number);
      } else if (op.op === 'delete') for (const id of op.ids) reach[op.kind].ids.add(id);
      else reach.cards.users.add(op.userId);
    }
    // A table the batch only inserts into (a rebuild's users) needs no read: ON CONFLICT DO NOTHING keeps a
    // stored row, as the fold would.
    const insertsOnly = new Set<Kind>(KINDS.filter((kind) => ops.every((op) => op.op === 'insert' || (op.op === 'primaryCard' ? kind !== 'cards' : op.kind !== kind))));
    const folds = Object.fromEntries(KINDS.map((kind) => [kind, new TableFold()])) as Record<Kind, TableFold>;
    for (const kind of KINDS) {
      const { ids, users } = reach[kind];
      if ((ids.size === 0 && users.size === 0) || insertsOnly.has(kind)) continue;
      const { rows } = await tx.query<Row>(
        `SELECT ${COLUMNS[kind].join(', ')} FROM ${T[kind]} WHERE id = ANY($1::int[]) OR user_id = ANY($2::int[])`,
        [[...ids], [...users]],
      );
      folds[kind].load(rows);
    }
    for (const op of ops) {
      if (op.op === 'insert') folds[op.kind].insert(op.row);
      else if (op.op === 'upsert') folds[op.kind].upsert(op.row, op.clearOthers);
      else if (op.op === 'delete') folds[op.kind].remove(op.userId, op.ids);
      else folds.cards.setPrimary(op.userId, op.cardId);
    }
    for (const kind of KINDS) {
      const fold = folds[kind];
      if (fold.deleted.size > 0) await tx.query(`DELETE FROM ${T[kind]} WHERE id = ANY($1::int[])`, [[...fold.deleted]]);
      const updates = COLUMNS[kind].filter((c) => c !== 'id' && c !== 'added_at').map((c) => `${c} = EXCLUDED.${c}`).join(', ');
      await insertColumns(tx, {
        table: T[kind],
        columns: COLUMNS[kind],
        rows: [...fold.dirty].map((id) => fold.rows.get(id)!),
        onConflict: insertsOnly.has(kind) ? 'ON CONFLICT (id) DO NOTHING' : `ON CONFLICT (id) DO UPDATE SET ${updates}`,
      });
    }
    return [...keys.values()];
  },
};
