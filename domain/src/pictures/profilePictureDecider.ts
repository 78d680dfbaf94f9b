import type { CommandContext, Decider } from '../shared/decider';
import type { ProfilePictureUploaded } from './events';

export interface UploadProfilePicture {
  type: 'UploadProfilePicture';
  data: { userId: number; fileName: string; hash: string; contentType: string };
}

export type ProfilePictureState = { hash: string | null };

/** The same picture again is no new event (a retried upload). */
export function decideProfilePicture(
  { data }: UploadProfilePicture,
  state: ProfilePictureState,
  { now }: CommandContext,
): ProfilePictureUploaded[] {
  if (state.hash === data.hash) return [];
  return [{ type: 'ProfilePictureUploaded', data: { ...data, uploadedAt: now } }];
}

export const profilePictureDecider: Decider<UploadProfilePicture, ProfilePictureUploaded, ProfilePictureState> = {
  initialState: () => ({ hash: null }),
  evolve: (_state, event) => ({ hash: event.data.hash }),
  decide: decideProfilePicture,
};
