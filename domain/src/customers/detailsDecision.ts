import type { CommandContext } from '../shared/decider';
import { refuse, type Decided, type Refusal, type StreamAppend } from '../shared/decision';
import { DomainError } from '../shared/errors';
import { userDecider, PROFILE_MESSAGES, userStream, type UserState } from '../users';
import { customerDecider, type CustomerState } from './decider';
import { CUSTOMER_MESSAGES } from './messages';
import { customerStream } from './streams';
import type { UpdateCustomerDetailsBody } from './bodies';

/** A stream's state and the revision it was read at (-1: no stream yet): what its append expects. */
export interface LoadedStream<State> {
  state: State;
  revision: number;
}

export interface CustomerDetailsGiven {
  customer: LoadedStream<CustomerState>;
  /** The customer's user (`User-<customer.userId>`). */
  user: LoadedStream<UserState>;
}

/**
 * POST user/updateCustomerDetails as one decision (one command, one write): the customer
 * record on `Customer-<id>` and, when `User` is sent, the person's name, birthday and notes on
 * `User-<id>`. A deleted profile refuses both; a part that changes nothing appends nothing.
 */
export function decideCustomerDetailsUpdate(
  body: Omit<UpdateCustomerDetailsBody, 'expectedVersion'>,
  given: CustomerDetailsGiven,
  context: CommandContext,
): Decided<{ customerId: number; userId: number }> | Refusal {
  const customer = given.customer.state;
  if (customer.status === 'none') return refuse(404, CUSTOMER_MESSAGES.customerNotFound);
  const user = given.user.state;
  if (user.status === 'active' && user.isDeleted) return refuse(409, PROFILE_MESSAGES.userDeleted);
  const { customerId, User, ...details } = body;
  const appends: StreamAppend[] = [];
  try {
    const changed = customerDecider.decide({ type: 'UpdateCustomerDetails', data: { customerId, ...details } }, customer, context);
    appends.push({ stream: customerStream(customerId), expectedRevision: given.customer.revision, events: changed });
    if (User) {
      const renamed = userDecider.decide(
        {
          type: 'UpdateUserDetails',
          data: {
            userId: customer.userId,
            firstName: User.firstName,
            middleName: User.middleName ?? null,
            lastName: User.lastName,
            birthday: User.birthday ?? null,
            notes: User.notes ?? null,
          },
        },
        user,
        context,
      );
      appends.push({ stream: userStream(customer.userId), expectedRevision: given.user.revision, events: renamed });
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refuse(error.statusCode as Refusal['status'], error.message, error.fieldErrors);
  }
  return { kind: 'decided', appends, result: { customerId, userId: customer.userId } };
}
