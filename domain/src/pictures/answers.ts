import { z } from 'zod';

/** POST /api/v4/user/uploadPicture's answer, declared once: command-api builds it, the web reads it. */
export const uploadProfilePictureAnswerSchema = z.object({
  userId: z.number(),
  fileName: z.string(),
  /** Versioned by content, so an <img> shows the new picture at once. */
  profilePictureUrl: z.string(),
});
export type UploadProfilePictureAnswer = z.infer<typeof uploadProfilePictureAnswerSchema>;

/** POST pets/removePicture: the pet and the picture's file name. */
/** POST pets/uploadPicture and pets/removePicture: the pet and the picture's file name. */
export const petPictureAnswerSchema = z.object({ petId: z.number(), fileName: z.string() });
export type PetPictureAnswer = z.infer<typeof petPictureAnswerSchema>;
