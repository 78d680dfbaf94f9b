import multipart from '@fastify/multipart';
import {
  DomainError,
  MAX_UPLOAD_BYTES,
  USER_TYPE_IDS,
  petPictureUploadBodySchema,
  profilePictureUploadBodySchema,
  removePetPictureBodySchema,
  type PetPictureAnswer,
  petDecider,
  petStream,
  profilePictureDecider,
  type UploadProfilePictureAnswer,
  profilePictureStream,
  userStream,
  petPictureAnswerSchema,
} from '@pawroute/domain';
import { blobStoreFor, commandRoute, describedRule, type Actor, type SqlExecutor } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { asStoredImage, profileThumbnail } from './images';
import { uploadRoute } from './uploadRoute';

/** Self, or staff who may edit that kind of user (EditCustomers for customers, EditEmployees for staff). */
async function mayChangeProfilePicture(db: SqlExecutor, actor: Actor, userId: number): Promise<boolean> {
  // One's own picture with EditProfile (part 1 §6, own-profile access).
  if (actor.userId === userId && actor.permissions.EditProfile) return true;
  const { rows } = await db.query<{ user_type_id: number }>(`SELECT user_type_id FROM users WHERE id = $1`, [userId]);
  if (!rows[0]) return actor.permissions.EditCustomers || actor.permissions.EditEmployees;
  return Number(rows[0].user_type_id) === USER_TYPE_IDS.Customer ? actor.permissions.EditCustomers : actor.permissions.EditEmployees;
}

/**
 * Pet pictures and profile pictures (part 1 §5-§7). Bytes go to the blob store under their hash;
 * the events record the file name and hash only.
 */
export async function picturesCommands(app: FastifyInstance): Promise<void> {
  // Scoped to this plugin. One file a request; a longer file is drained, then refused as too large.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
  });
  const blobs = blobStoreFor(app.services);

  // Part 1 §6: EditCustomers uploads and removes pet pictures.
  uploadRoute(app, {
    url: '/api/v4/pets/uploadPicture',
    name: 'UploadPetPicture',
    schema: petPictureUploadBodySchema,
    permission: 'EditCustomers',
    async handle({ petId }, file, ctx): Promise<PetPictureAnswer> {
      const image = await asStoredImage(file.bytes);
      const { hash, size } = await blobs.put(image.bytes);
      const fileName = `${hash.slice(0, 16)}.${image.ext}`;
      await ctx.execute(petStream(petId), petDecider, {
        type: 'AddPetPicture',
        data: { petId, fileName, hash, contentType: image.contentType, size },
      });
      return { petId, fileName };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/pets/removePicture',
    name: 'RemovePetPicture',
    answer: petPictureAnswerSchema,
    schema: removePetPictureBodySchema,
    permission: 'EditCustomers',
    async handle({ petId, fileName }, ctx): Promise<PetPictureAnswer> {
      await ctx.execute(petStream(petId), petDecider, { type: 'RemovePetPicture', data: { petId, fileName } });
      return { petId, fileName };
    },
  });

  uploadRoute(app, {
    url: '/api/v4/user/uploadPicture',
    name: 'UploadProfilePicture',
    schema: profilePictureUploadBodySchema,
    permission: describedRule<{ userId: number }>(
      { anyOf: ['EditCustomers'], otherwise: "the user themself with EditProfile, or EditEmployees for an employee's picture", inputChecks: ['EditProfile'] },
      (actor, input) => mayChangeProfilePicture(app.services.db, actor, input.userId),
    ),
    async handle({ userId }, file, ctx): Promise<UploadProfilePictureAnswer> {
      // The write side's truth: a user created a moment ago may not be projected yet.
      const [created] = await ctx.services.store.readStream(userStream(userId), { maxCount: 1 });
      if (!created) throw new DomainError(404, 'User not found.');
      const image = await profileThumbnail(file.bytes);
      const { hash } = await blobs.put(image.bytes);
      const fileName = `${hash.slice(0, 16)}.${image.ext}`;
      await ctx.execute(profilePictureStream(userId), profilePictureDecider, {
        type: 'UploadProfilePicture',
        data: { userId, fileName, hash, contentType: image.contentType },
      });
      return { userId, fileName, profilePictureUrl: `/api/v4/user/getProfilePicture?userId=${userId}&v=${hash.slice(0, 16)}` } satisfies UploadProfilePictureAnswer;
    },
  });
}
