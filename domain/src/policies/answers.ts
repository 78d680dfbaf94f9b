import { z } from 'zod';

/** The policies' write answers (docs/ARCHITECTURE.md "Contracts"). */

/** POST policies/accept: the user and that the policies are accepted. */
export const acceptPoliciesAnswerSchema = z.object({ userId: z.number(), acceptedPolicies: z.boolean() });
export type AcceptPoliciesAnswer = z.infer<typeof acceptPoliciesAnswerSchema>;
