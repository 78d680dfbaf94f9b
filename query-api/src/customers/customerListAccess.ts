import type { GetCustomersQuery } from '@pawroute/domain';
import { describedRule } from '@pawroute/platform';
import { PHONE_FILTER_MIN_DIGITS } from './readCustomers';

/** A filter that narrows the list: a value, and for the phone at least the digits the read uses. */
export function narrows(filter: GetCustomersQuery['filtered'][number]): boolean {
  if (filter.value === '' || filter.id === 'deleted') return false;
  if (filter.id === 'phone') return filter.value.replace(/\D/g, '').length >= PHONE_FILTER_MIN_DIGITS;
  return true;
}

/**
 * users/getCustomers (docs/DECISIONS.md "Permissions on the server"): ViewCustomers searches
 * (the estimate picker, change owner, merge); the whole list, with no filter that narrows it, is part 1
 * §2's customer list and needs ViewAllCustomers as well.
 */
export const mayListCustomers = describedRule<GetCustomersQuery>(
  { allOf: ['ViewCustomers'], inputChecks: ['ViewAllCustomers'], note: 'and ViewAllCustomers to list without a filter' },
  (actor, input) =>
    actor.permissions.ViewCustomers === true && (actor.permissions.ViewAllCustomers === true || input.filtered.some(narrows)),
);
