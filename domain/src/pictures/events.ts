import { z } from 'zod';
import { storableId, storableText } from '../shared/storable';
import type { DomainEvent } from '../shared/decider';

/** A user's profile picture (part 1 §5: cropped 1:1, 200x200), on the `ProfilePicture-<userId>` stream. */
export const profilePictureUploadedSchema = z.object({
  userId: storableId(),
  fileName: storableText(),
  hash: storableText(),
  contentType: storableText(),
  uploadedAt: storableText(),
});
export type ProfilePictureUploaded = DomainEvent<'ProfilePictureUploaded', z.infer<typeof profilePictureUploadedSchema>>;

export const profilePictureStream = (userId: number): string => `ProfilePicture-${userId}`;
