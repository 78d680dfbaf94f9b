import { z } from 'zod';
import { filterItem, listParam, sortItem } from '../shared/listParams';
import { CUSTOMER_MESSAGES } from './messages';

/**
 * The query of GET /api/v4/users/getCustomers (part 1 §7, §9), shared by the web table and the
 * query API: server paging, sorting and filtering in the shape TanStack Table keeps its state.
 */
export const CUSTOMER_PAGE_SIZE = 20;
export const CUSTOMER_MAX_PAGE_SIZE = 100;

export const CUSTOMER_SORT_IDS = ['firstName', 'lastName', 'emailAddress', 'phoneNumber', 'address'] as const;
export type CustomerSortId = (typeof CUSTOMER_SORT_IDS)[number];

/** `deleted` with value 'true' includes deleted users (they are left out otherwise). */
export const CUSTOMER_FILTER_IDS = ['name', 'phone', 'email', 'address', 'pet', 'deleted'] as const;
export type CustomerFilterId = (typeof CUSTOMER_FILTER_IDS)[number];

/** Sorting and filters through the one list schema (shared/listParams.ts): filter text is storable text. */
const customerSort = sortItem(CUSTOMER_SORT_IDS, CUSTOMER_MESSAGES.badSorted);
const customerFilter = filterItem(CUSTOMER_FILTER_IDS, CUSTOMER_MESSAGES.badFiltered, 1_000).transform((f) => ({
  ...f,
  value: String(f.value).trim().slice(0, 100),
}));

export const getCustomersQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number of 0 or more.' })
    .int({ error: 'page must be a whole number of 0 or more.' })
    .min(0, { error: 'page must be a whole number of 0 or more.' })
    .max(1_000_000, { error: 'page must be a whole number of 0 or more.' })
    .optional()
    .default(0),
  pageSize: z.coerce
    .number({ error: `pageSize must be between 1 and ${CUSTOMER_MAX_PAGE_SIZE}.` })
    .int({ error: `pageSize must be between 1 and ${CUSTOMER_MAX_PAGE_SIZE}.` })
    .min(1, { error: `pageSize must be between 1 and ${CUSTOMER_MAX_PAGE_SIZE}.` })
    .max(CUSTOMER_MAX_PAGE_SIZE, { error: `pageSize must be between 1 and ${CUSTOMER_MAX_PAGE_SIZE}.` })
    .optional()
    .default(CUSTOMER_PAGE_SIZE),
  sorted: listParam(customerSort, { message: CUSTOMER_MESSAGES.badSorted, max: CUSTOMER_SORT_IDS.length }),
  filtered: listParam(customerFilter, { message: CUSTOMER_MESSAGES.badFiltered, max: 20 }),
});

export type GetCustomersQuery = z.output<typeof getCustomersQuerySchema>;
export type CustomerSort = GetCustomersQuery['sorted'][number];
export type CustomerFilter = GetCustomersQuery['filtered'][number];
