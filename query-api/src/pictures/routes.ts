import { z } from 'zod';
import { PET_MESSAGES, idParam, pictureFileName } from '@pawroute/domain';
import { describedRule, isStaff, queryRoute, type Actor, type Database } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { petOwner } from '../pets';
import { maySeeCustomerPets } from '../pets';
import { binaryRoute } from './binaryRoute';

const id = (message: string) => idParam(message);

const petQuery = z.object({ petId: id('A pet ID is required.') });
const pictureQuery = z.object({
  petId: id('A pet ID is required.'),
  fileName: pictureFileName('A valid file name is required.'),
});
const userQuery = z.object({ userId: id('A user ID is required.') });

/** Pictures are served only to those who may see the pet: staff with ViewCustomers, or its owner. */
async function maySeePet(db: Database, actor: Actor, petId: number): Promise<boolean> {
  if (actor.permissions.ViewCustomers) return true;
  const owner = await petOwner(db, petId);
  return owner !== null && maySeeCustomerPets(actor, owner.customerId);
}

async function profilePicture(db: Database, userId: number) {
  const { rows } = await db.query<{ hash: string; content_type: string }>(
    `SELECT hash, content_type FROM profile_pictures WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ? { hash: rows[0].hash, contentType: rows[0].content_type } : null;
}

/** Pet pictures and profile pictures (part 1 §7). */
export async function picturesQueries(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  const petPictureRule = describedRule<{ petId: number }>({ anyOf: ['ViewCustomers'], otherwise: "the pet's owner" }, (actor, input) =>
    maySeePet(db, actor, input.petId),
  );

  queryRoute(app, {
    url: '/api/v4/pets/getPicturePaths',
    schema: petQuery.extend({ userId: z.unknown().optional() }),
    permission: petPictureRule,
    async handle({ petId }) {
      const { rows } = await db.query<{ file_name: string }>(
        `SELECT file_name FROM pet_pictures WHERE pet_id = $1 ORDER BY added_at, file_name`,
        [petId],
      );
      return rows.map((row) => row.file_name);
    },
  });

  binaryRoute(app, {
    url: '/api/v4/pets/getPicture',
    schema: pictureQuery,
    permission: petPictureRule,
    notFound: PET_MESSAGES.pictureNotFound,
    async find({ petId, fileName }) {
      const { rows } = await db.query<{ hash: string; content_type: string }>(
        `SELECT hash, content_type FROM pet_pictures WHERE pet_id = $1 AND file_name = $2`,
        [petId, fileName],
      );
      return rows[0] ? { hash: rows[0].hash, contentType: rows[0].content_type } : null;
    },
  });

  // The pet's newest picture stands for it (cards, lists).
  binaryRoute(app, {
    url: '/api/v4/pets/getPetProfilePicture',
    schema: petQuery,
    permission: petPictureRule,
    notFound: PET_MESSAGES.pictureNotFound,
    noContentWhenNone: true,
    async find({ petId }) {
      const { rows } = await db.query<{ hash: string; content_type: string }>(
        `SELECT hash, content_type FROM pet_pictures WHERE pet_id = $1 ORDER BY added_at DESC, file_name DESC LIMIT 1`,
        [petId],
      );
      return rows[0] ? { hash: rows[0].hash, contentType: rows[0].content_type } : null;
    },
  });

  // Anyone signed in sees their own; staff see anyone's (the top bar, lists of people).
  binaryRoute(app, {
    url: '/api/v4/user/getProfilePicture',
    schema: userQuery,
    permission: describedRule<{ userId: number }>({ anyStaff: true, otherwise: 'the user themself' }, (actor, input) => actor.userId === input.userId || isStaff(actor)),
    notFound: 'No profile picture.',
    noContentWhenNone: true,
    find: ({ userId }) => profilePicture(db, userId),
  });

  binaryRoute(app, {
    url: '/api/v4/profile/getProfilePicture',
    schema: z.object({}),
    permission: 'signedIn',
    notFound: 'No profile picture.',
    noContentWhenNone: true,
    find: (_input, actor) => (actor ? profilePicture(db, actor.userId) : Promise.resolve(null)),
  });
}
