import { z } from 'zod';
import { idParam } from '../shared/storable';

/** Profile merge (part 2 §2.7, §5.7, §8.2): messages word for word. */
export const MERGE_MESSAGES = {
  bothRequired: 'A primary and duplicate profile must be selected',
  notItself: 'Cannot merge a profile with itself. Please select another profile.',
  merged: 'Successfully merged the profiles',
  failed: 'Failed to merge the profiles',
  // ours
  notCustomer: 'Only customer profiles can be merged.',
  primaryDeleted: 'The primary profile has been deleted. Restore it or choose another primary profile.',
  alreadyMerged: 'The duplicate profile was already merged into another profile.',
  notFound: 'One of the selected profiles no longer exists.',
} as const;

/** Part 2 §9: merge search lists show 5 profiles a page. */
export const MERGE_PAGE_SIZE = 5;

const profileId = idParam(MERGE_MESSAGES.bothRequired);

/** POST /api/v4/users/mergeCustomerProfiles { primaryProfileId, duplicateProfileId } (user ids). */
export const mergeCustomerProfilesSchema = z
  .object({ primaryProfileId: profileId, duplicateProfileId: profileId })
  .refine((b) => b.primaryProfileId !== b.duplicateProfileId, { error: MERGE_MESSAGES.notItself, path: ['duplicateProfileId'] });

export type MergeCustomerProfilesBody = z.output<typeof mergeCustomerProfilesSchema>;

export interface MergeCustomerProfilesResponse {
  primaryProfileId: number;
  duplicateProfileId: number;
  moved: { pets: number; contacts: number; comments: number; ratings: number };
  position: string | null;
}
