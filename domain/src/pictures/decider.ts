import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
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

/** Total: only an upload changes the picture; any other event leaves the state unchanged. */
export function evolveProfilePicture(state: ProfilePictureState, anyEvent: DomainEvent): ProfilePictureState {
  const event = anyEvent as ProfilePictureUploaded;
  return event.type === 'ProfilePictureUploaded' ? { hash: event.data.hash } : state;
}

export const profilePictureDecider: Decider<UploadProfilePicture, ProfilePictureUploaded, ProfilePictureState> = {
  initialState: () => ({ hash: null }),
  evolve: evolveProfilePicture,
  decide: decideProfilePicture,
};
