import { DomainError, TEXT_MESSAGES as M, contactsStream, toE164 } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { loadCustomer } from '../shared/customers';
import { readContacts } from '../shared/userContacts';

/** The number a customer is texted at: the primary phone on their profile (then the others), E.164. 400 without one. */
export async function customerTextNumber(ctx: Pick<CommandHandlerContext, 'services'>, customerId: number): Promise<string> {
  const customer = await loadCustomer(ctx, customerId);
  const contacts = await readContacts(ctx, customer.userId, contactsStream(customer.userId));
  const phones = [...contacts.phoneNumbers].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const textable = phones.map((p) => toE164(p.phoneNumber)).find((n): n is string => n !== null);
  if (!textable) throw new DomainError(400, M.noPhone);
  return textable;
}
