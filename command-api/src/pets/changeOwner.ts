import {
  DomainError,
  PET_MESSAGES,
  createUserSchema,
  petDecider,
  petStream,
  type StreamAppend,
  type UpdateOwnerBody,
} from '@pawroute/domain';
import { describedRule, type CommandHandlerContext } from '@pawroute/platform';
import { creationAppends, decideUserCreation } from '../customers';
import { mailSetPasswordLink } from '../shared/passwordMail';
import { findCustomer, loadPet } from './lookups';

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

  const n = input.newCustomer;
  const newOwner = n
    ? createUserSchema.parse({
        firstName: n.Name?.firstName,
        middleName: n.Name?.middleName,
        lastName: n.Name?.lastName,
        emailAddress: n.emailAddress,
        phoneNumber: n.phoneNumber,
        AddressInfo: n.Address,
        isAccount: n.isAccount ?? false,
      })
    : null;
  // a new owner and the pet's move are one write (never a new customer without the pet).
  return ctx.retrying(async () => {
    let target: { customerId: number; userId: number };
    const appends: StreamAppend[] = [];
    if (newOwner) {
      const created = await decideUserCreation(newOwner, ctx);
      if (created.customerId === null) throw new DomainError(400, PET_MESSAGES.customerNotFound);
      appends.push(...creationAppends(created));
      target = { customerId: created.customerId, userId: created.userId };
    } else {
      const found = await findCustomer(ctx, input.customerID!);
      if (!found) throw new DomainError(404, PET_MESSAGES.customerNotFound);
      target = found;
    }
    const moved = await ctx.decideOn(petStream(petId), petDecider, {
      type: 'ChangePetOwner',
      data: { petId, toCustomerId: target.customerId, toUserId: target.userId },
    });
    await ctx.appendAll([...appends, moved.append]);
    if (newOwner?.isAccount) {
      await mailSetPasswordLink(ctx.services, { userId: target.userId, emailAddress: newOwner.emailAddress, firstName: newOwner.firstName, holder: 'customer' });
    }
    return { customerID: target.customerId };
  });
}
