import { z } from 'zod';
import { storableText } from '../shared/storable';
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

const sortItem = z.object({
  id: z.enum(CUSTOMER_SORT_IDS, { error: CUSTOMER_MESSAGES.badSorted }),
  desc: z.boolean({ error: CUSTOMER_MESSAGES.badSorted }).optional().default(false),
});

const filterItem = z.object({
  id: z.enum(CUSTOMER_FILTER_IDS, { error: CUSTOMER_MESSAGES.badFiltered }),
  value: z
    .union([storableText(), z.number(), z.boolean()], { error: CUSTOMER_MESSAGES.badFiltered })
    .transform((value) => String(value).trim().slice(0, 100)),
});

/** A query parameter that carries a JSON array; bad JSON is a 400 with `message`, never a 500. */
function jsonArrayParam<Item extends z.ZodType>(item: Item, message: string, max: number) {
  return z
    .string({ error: message })
    .optional()
    .transform((text, ctx): unknown => {
      if (text === undefined || text.trim() === '') return [];
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(z.array(item, { error: message }).max(max, { error: message }));
}

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
  sorted: jsonArrayParam(sortItem, CUSTOMER_MESSAGES.badSorted, CUSTOMER_SORT_IDS.length),
  filtered: jsonArrayParam(filterItem, CUSTOMER_MESSAGES.badFiltered, 20),
});

export type GetCustomersQuery = z.output<typeof getCustomersQuerySchema>;
export type CustomerSort = GetCustomersQuery['sorted'][number];
export type CustomerFilter = GetCustomersQuery['filtered'][number];
