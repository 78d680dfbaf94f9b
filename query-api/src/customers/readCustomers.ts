import {
  digitsOnly,
  type CustomerFilter,
  type CustomerRow,
  type CustomerSortId,
  type GetCustomersQuery,
  type GetCustomersResponse,
  type UserTypeOption,
} from '@pawroute/domain';
import type { Database } from '@pawroute/platform';
import type { ReadDatabase } from '@pawroute/projections';
import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { pagesOf } from '../shared/params';
import { containsPattern } from './likePattern';

/**
 * GET /api/v4/users/getCustomers: one page of customers with the total, sorted and filtered on the
 * server (part 1 §7, §9). Filters are case-insensitive "contains"; the phone filter compares digits.
 */
type UsersQuery = SelectQueryBuilder<ReadDatabase, 'users', object>;

// Case-insensitive sorts; phone numbers sort by their digits, however they were typed.
const SORT_EXPRESSIONS: Record<CustomerSortId, Expression<unknown>> = {
  firstName: sql`lower(users.first_name)`,
  lastName: sql`lower(users.last_name)`,
  emailAddress: sql`lower(users.email_address)`,
  phoneNumber: sql`users.phone_digits`,
  address: sql`lower(users.full_address)`,
};

/** Part 1 §5: fewer digits than this and the phone filter is ignored. */
export const PHONE_FILTER_MIN_DIGITS = 4;

function applyFilter(query: UsersQuery, filter: CustomerFilter): UsersQuery {
  const value = filter.value;
  if (value === '') return query;
  switch (filter.id) {
    case 'name':
      // Every word must appear somewhere in "first middle last": "jan do" finds Jane Doe.
      return value
        .split(/\s+/)
        .reduce((q, word) => q.where('users.name_search', 'like', containsPattern(word)), query);
    case 'phone': {
      // Part 1 §5: a phone filter under 4 digits is ignored (it would match nearly everyone).
      const digits = digitsOnly(value);
      return digits.length >= PHONE_FILTER_MIN_DIGITS ? query.where('users.phone_digits', 'like', containsPattern(digits)) : query;
    }
    case 'email':
      return query.where(sql<string>`lower(users.email_address)`, 'like', containsPattern(value));
    case 'address':
      return query.where(sql<string>`lower(users.full_address)`, 'like', containsPattern(value));
    case 'pet':
      return query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('customer_pet_names as p')
            .select(sql`1`.as('one'))
            .whereRef('p.customer_id', '=', 'users.customer_id')
            .where('p.is_deleted', '=', false)
            .where(sql<string>`lower(p.pet_name)`, 'like', containsPattern(value)),
        ),
      );
    case 'deleted':
      return query; // read by includeDeleted
    default: {
      const unknown: never = filter.id;
      throw new Error(`unknown filter ${String(unknown)}`);
    }
  }
}

const includeDeleted = (filters: readonly CustomerFilter[]): boolean =>
  filters.some((f) => f.id === 'deleted' && f.value.toLowerCase() === 'true');

export async function readUserTypes(db: Database): Promise<UserTypeOption[]> {
  const k = db.kysely as Kysely<ReadDatabase>;
  const rows = await k.selectFrom('user_types').select(['id', 'name']).orderBy('id').execute();
  return rows.map((row) => ({ ID: Number(row.id), UserType: row.name }));
}

export async function readCustomers(db: Database, query: GetCustomersQuery): Promise<GetCustomersResponse> {
  const k = db.kysely as Kysely<ReadDatabase>;
  let base: UsersQuery = k.selectFrom('users').where('users.customer_id', 'is not', null);
  if (!includeDeleted(query.filtered)) base = base.where('users.is_deleted', '=', false);
  base = query.filtered.reduce(applyFilter, base);

  const sorts = query.sorted.length > 0 ? query.sorted : [{ id: 'lastName', desc: false } as const, { id: 'firstName', desc: false } as const];
  let page = base
    .select([
      'users.id',
      'users.customer_id',
      'users.first_name',
      'users.last_name',
      'users.email_address',
      'users.phone_number',
      'users.full_address',
      'users.is_deleted',
      sql<string | null>`(SELECT string_agg(p.pet_name, ', ' ORDER BY lower(p.pet_name), p.pet_id)
        FROM customer_pet_names p WHERE p.customer_id = users.customer_id AND NOT p.is_deleted)`.as('pets'),
    ])
    .limit(query.pageSize)
    .offset(query.page * query.pageSize);
  for (const sort of sorts) {
    page = page.orderBy(SORT_EXPRESSIONS[sort.id], (ob) => (sort.desc ? ob.desc() : ob.asc()).nullsLast());
  }
  // The id breaks ties, so paging never shows a row twice or skips one.
  page = page.orderBy('users.id');

  const [rows, count, userTypes] = await Promise.all([
    page.execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    readUserTypes(db),
  ]);
  const total = Number(count.n);
  return {
    rows: rows.map(
      (row): CustomerRow => ({
        ID: Number(row.id),
        customerId: Number(row.customer_id),
        firstName: row.first_name,
        lastName: row.last_name,
        emailAddress: row.email_address,
        phoneNumber: row.phone_number,
        address: row.full_address,
        pets: row.pets ?? '',
        IsDeleted: row.is_deleted,
      }),
    ),
    userTypes,
    pages: pagesOf(total, query.pageSize),
    total,
  };
}
