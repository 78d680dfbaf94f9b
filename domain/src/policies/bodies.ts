import { z } from 'zod';
import { idParam } from '../shared/storable';
import { POLICY_MESSAGES } from './messages';

const userId = idParam('A numeric user ID is required.');

/** POST /api/v4/user/customerAcceptedPolicies { userId, acceptedPolicies } */
export const customerAcceptedPoliciesSchema = z.object({
  userId,
  acceptedPolicies: z.literal(true, { error: POLICY_MESSAGES.mustAccept }),
});

/** GET /api/v4/user/getCustomerPolicyStatus?userId= */
export const policyStatusQuerySchema = z.object({ userId });
