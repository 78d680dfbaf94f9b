import { z } from 'zod';
import { idParam } from '../shared/storable';

/** Policy acknowledgement (part 1 §1, §5, §8): messages word for word. */
export const POLICY_MESSAGES = {
  mustAccept: 'You must accept the policies before continuing.',
  failedToRetrieveStatus: 'Failed to retrieve customer policy status',
  failedToSave: 'Failed to save acknowledgement of policies',
  failedToRetrieveTerms: 'Failed to retrieve Terms of Service',
  failedToRetrievePrivacy: 'Failed to retrieve Privacy Policy',
  // ours
  thankYou: 'Thank you',
  handBack: 'Please hand the device back to the employee.',
  saved: 'Thank you for accepting the policies.',
} as const;

const userId = idParam('A numeric user ID is required.');

/** POST /api/v4/user/customerAcceptedPolicies { userId, acceptedPolicies } */
export const customerAcceptedPoliciesSchema = z.object({
  userId,
  acceptedPolicies: z.literal(true, { error: POLICY_MESSAGES.mustAccept }),
});

/** GET /api/v4/user/getCustomerPolicyStatus?userId= */
export const policyStatusQuerySchema = z.object({ userId });
