/** POST /api/v4/users/mergeCustomerProfiles: the two profiles, what moved, and the last event's position. */
export interface MergeCustomerProfilesResponse {
  primaryProfileId: number;
  duplicateProfileId: number;
  moved: { pets: number; contacts: number; comments: number; ratings: number };
  position: string | null;
}
