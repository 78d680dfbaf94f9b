import { z } from 'zod';
import {
  DomainError,
  FIELD_MESSAGES,
  PET_MESSAGES,
  createUserSchema,
  storableText,
  petDecider,
  petStream,
} from '@pawroute/domain';
import { describedRule, type CommandHandlerContext } from '@pawroute/platform';
import { createUser } from '../customers';
import { findCustomer, loadPet } from './lookups';

const id = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).nullish().transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return null;
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** Part 1 §7: newCustomer carries Address, Name, emailAddress, phoneNumber and isAccount. */
// Passed on to user/create's schema (its rules and messages); here only storable and bounded.
const passedOn = storableText().max(254, { error: FIELD_MESSAGES.tooLong(254) }).nullish();
const newCustomerSchema = z.object({
  Name: z.object({ firstName: passedOn, middleName: passedOn, lastName: passedOn }).nullish(),
  Address: z.record(z.string(), z.unknown()).nullish(),
  emailAddress: passedOn,
  phoneNumber: passedOn,
  isAccount: z.boolean().nullish(),
});

export const updateOwnerSchema = z
  .object({
    petID: id(PET_MESSAGES.petRequiredForOwnerChange),
    customerID: id('The customer ID must be a number.'),
    newCustomer: newCustomerSchema.nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.petID === null) ctx.addIssue({ code: 'custom', path: ['petID'], message: PET_MESSAGES.petRequiredForOwnerChange });
    else if (input.customerID === null && !input.newCustomer) {
      ctx.addIssue({ code: 'custom', path: ['customerID'], message: 'Please choose a customer or create a new one.' });
    }
  });
export type UpdateOwnerBody = z.output<typeof updateOwnerSchema>;

/** Creating the new owner is creating a customer: that needs EditCustomers too. */
export const mayChangeOwner = describedRule<UpdateOwnerBody>(
  { allOf: ['EditPets'], note: 'and EditCustomers when the new owner is created with the change' },
  (actor, input) => actor.permissions.EditPets && (!input.newCustomer || actor.permissions.EditCustomers),
);

/**
 * POST /api/v4/pets/updateOwner: to an existing customer (found by search) or a new one created by
 * the same code as POST user/create. The pet is checked first, so a refused change creates nobody.
 */
export async function changeOwner(input: UpdateOwnerBody, ctx: CommandHandlerContext): Promise<{ customerID: number }> {
  const petId = input.petID!;
  const pet = await loadPet(ctx, petId);
  if (pet.status !== 'active') throw new DomainError(404, PET_MESSAGES.petNotFound);

  let target: { customerId: number; userId: number };
  if (input.newCustomer) {
    const n = input.newCustomer;
    const body = createUserSchema.parse({
      firstName: n.Name?.firstName,
      middleName: n.Name?.middleName,
      lastName: n.Name?.lastName,
      emailAddress: n.emailAddress,
      phoneNumber: n.phoneNumber,
      AddressInfo: n.Address,
      isAccount: n.isAccount ?? false,
    });
    const created = await createUser(body, ctx);
    if (created.customerId === null) throw new DomainError(400, PET_MESSAGES.customerNotFound);
    target = { customerId: created.customerId, userId: created.userId };
  } else {
    const found = await findCustomer(ctx, input.customerID!);
    if (!found) throw new DomainError(404, PET_MESSAGES.customerNotFound);
    target = found;
  }
  await ctx.execute(petStream(petId), petDecider, {
    type: 'ChangePetOwner',
    data: { petId, toCustomerId: target.customerId, toUserId: target.userId },
  });
  return { customerID: target.customerId };
}
