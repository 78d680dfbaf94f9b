import { z } from 'zod';
import type { WithPosition } from '../shared/writeAnswers';
/** POST /api/v4/users/mergeCustomerProfiles: the two profiles, what moved, and the last event's position. */
export type MergeCustomerProfilesResponse = WithPosition<MergeCustomerProfilesAnswer>;

/** POST merge: the two profiles and what moved. */
export const mergeCustomerProfilesAnswerSchema = z.object({
  primaryProfileId: z.number(),
  duplicateProfileId: z.number(),
  moved: z.object({ pets: z.number(), contacts: z.number(), comments: z.number(), ratings: z.number() }),
});
export type MergeCustomerProfilesAnswer = z.infer<typeof mergeCustomerProfilesAnswerSchema>;
