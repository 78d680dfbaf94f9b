import { z } from 'zod';
/** POST /api/v4/users/mergeCustomerProfiles: the two profiles, what moved, and the last event's position. */
export interface MergeCustomerProfilesResponse {
  primaryProfileId: number;
  duplicateProfileId: number;
  moved: { pets: number; contacts: number; comments: number; ratings: number };
  position: string | null;
}

/** POST merge: the two profiles and what moved. */
export const mergeCustomerProfilesAnswerSchema = z.object({
  primaryProfileId: z.number(),
  duplicateProfileId: z.number(),
  moved: z.object({ pets: z.number(), contacts: z.number(), comments: z.number(), ratings: z.number() }),
});
export type MergeCustomerProfilesAnswer = z.infer<typeof mergeCustomerProfilesAnswerSchema>;
