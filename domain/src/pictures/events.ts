import { z } from 'zod';
import type { DomainEvent } from '../shared/decider';

/** A user's profile picture (part 1 §5: cropped 1:1, 200x200), on the `ProfilePicture-<userId>` stream. */
export const profilePictureUploadedSchema = z.object({
  userId: z.number().int().positive(),
  fileName: z.string(),
  hash: z.string(),
  contentType: z.string(),
  uploadedAt: z.string(),
});
export type ProfilePictureUploaded = DomainEvent<'ProfilePictureUploaded', z.infer<typeof profilePictureUploadedSchema>>;

export const profilePictureStream = (userId: number): string => `ProfilePicture-${userId}`;
