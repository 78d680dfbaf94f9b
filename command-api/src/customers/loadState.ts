import { customerDecider, customerStream, fold, userDecider, userStream, type CustomerState, type UserState } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';

/**
 * The write side's own view of a user or customer, folded from its stream (never the read model):
 * rules that span streams (merge, login account, details) check these before writing anything.
 */
export async function loadUser(ctx: Pick<CommandHandlerContext, 'services'>, userId: number): Promise<UserState> {
  const events = await ctx.services.store.readStream(userStream(userId));
  return fold(userDecider, events.map((e) => ({ type: e.type, data: e.data }) as never));
}

export async function loadCustomer(ctx: Pick<CommandHandlerContext, 'services'>, customerId: number): Promise<CustomerState> {
  const events = await ctx.services.store.readStream(customerStream(customerId));
  return fold(customerDecider, events.map((e) => ({ type: e.type, data: e.data }) as never));
}
