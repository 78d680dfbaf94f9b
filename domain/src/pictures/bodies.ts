import { z } from 'zod';
import { PET_MESSAGES } from '../pets';
import { idParam } from '../shared/storable';
import { pictureFileName } from './fileName';
import { PICTURE_MESSAGES } from './messages';

/**
 * The request bodies of the pictures' writes, declared once (docs/ARCHITECTURE.md "Contracts"):
 * command-api checks them, the web types its calls with them. The uploads are multipart: these are
 * their fields beside the file.
 */

/** POST pets/uploadPicture (multipart petId, userId, file). */
export const petPictureUploadBodySchema = z.object({ petId: idParam(PET_MESSAGES.petIdRequired), userId: z.unknown().optional() });
export type PetPictureUploadBody = z.input<typeof petPictureUploadBodySchema>;

/** POST pets/removePicture. */
export const removePetPictureBodySchema = z.object({
  petId: idParam(PET_MESSAGES.petIdRequired),
  fileName: pictureFileName(PET_MESSAGES.failedToDeletePicture),
});
export type RemovePetPictureBody = z.input<typeof removePetPictureBodySchema>;

/** POST user/uploadPicture (multipart userId, file). */
export const profilePictureUploadBodySchema = z.object({ userId: idParam(PICTURE_MESSAGES.userIdRequired) });
export type ProfilePictureUploadBody = z.input<typeof profilePictureUploadBodySchema>;
