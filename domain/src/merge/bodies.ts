import { z } from 'zod';
import { idParam } from '../shared/storable';
import { MERGE_MESSAGES } from './messages';

const profileId = idParam(MERGE_MESSAGES.bothRequired);

/** POST /api/v4/users/mergeCustomerProfiles { primaryProfileId, duplicateProfileId } (user ids). */
export const mergeCustomerProfilesSchema = z
  .object({ primaryProfileId: profileId, duplicateProfileId: profileId })
  .refine((b) => b.primaryProfileId !== b.duplicateProfileId, { error: MERGE_MESSAGES.notItself, path: ['duplicateProfileId'] });

export type MergeCustomerProfilesBody = z.output<typeof mergeCustomerProfilesSchema>;
