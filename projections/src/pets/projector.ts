import {
  PET_EVENT_TYPES,
  petAddedSchema,
  petDeletedSchema,
  petDetailsChangedSchema,
  petOwnerChangedSchema,
  petPictureAddedSchema,
  petPictureRemovedSchema,
  sympathyEmailRequestedSchema,
  type PetDetails,
} from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { insertColumns } from '../runner/insertColumns';
import { DETAIL_COLUMNS } from './columns';
import { PETS_TABLES, createPetsTables } from './tables';

/**
 * Pets and their pictures, one event at a time (pets change rarely), but for the additions: a rebuild
 * meets thousands of them, and consecutive ones are inserted in one statement.
 * Keys: ['pets', customerId] for a customer's list and ['pet', petId] for one pet, each owned by the
 * pet's user so a customer hears about their own pets only.
 */
export const petsProjector: Projector = {
  name: 'pets',
  // 2: grooming_frequency_weeks (the pet's grooming frequency, for the rebook reminder).
  version: 2,
  eventTypes: PET_EVENT_TYPES,
  tables: PETS_TABLES,
  createTables: (tx: Transaction) => createPetsTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const keys: ChangedKey[] = [];
    const touch = (petId: number, customerId: number, userId: number) => {
      keys.push({ scope: 'pets', id: customerId, ownerUserId: userId }, { scope: 'pet', id: petId, ownerUserId: userId });
    };
    // Consecutive additions (a rebuild's bulk of them) go as one insert, written before any other event.
    const added: { id: number; customer_id: number; user_id: number; pet_name: string; animal_type_id: number; breed_id: number; created_at: string; updated_at: string }[] = [];
    const flushAdded = async () => {
      // DO NOTHING: a pet added twice keeps its first row, within the insert too.
      await insertColumns(tx, { table: 'pets', columns: ADDED_COLUMNS, rows: added, onConflict: 'ON CONFLICT (id) DO NOTHING' });
      added.length = 0;
    };
    for (const event of events) {
      const at = event.metadata?.occurredAt ?? event.createdAt.toISOString();
      if (event.type !== 'PetAdded') await flushAdded();
      switch (event.type) {
        case 'PetAdded': {
          const d = petAddedSchema.parse(event.data);
          added.push({ id: d.petId, customer_id: d.customerId, user_id: d.userId, pet_name: d.petName, animal_type_id: d.animalTypeId, breed_id: d.breedId, created_at: d.createdAt, updated_at: d.createdAt });
          touch(d.petId, d.customerId, d.userId);
          break;
        }
        case 'PetDetailsChanged': {
          const d = petDetailsChangedSchema.parse(event.data);
          const entries = Object.entries(d.changes) as [keyof PetDetails, unknown][];
          if (entries.length > 0) {
            const sets = entries.map(([field], i) => `${DETAIL_COLUMNS[field]} = $${i + 3}`);
            await tx.query(`UPDATE pets SET ${sets.join(', ')}, updated_at = $2 WHERE id = $1`, [
              d.petId,
              d.changedAt,
              ...entries.map(([, value]) => value),
            ]);
          }
          touch(d.petId, d.customerId, d.userId);
          break;
        }
        case 'PetDeleted': {
          const d = petDeletedSchema.parse(event.data);
          await tx.query(`UPDATE pets SET is_deleted = true, updated_at = $2 WHERE id = $1`, [d.petId, d.deletedAt]);
          touch(d.petId, d.customerId, d.userId);
          break;
        }
        case 'PetOwnerChanged': {
          const d = petOwnerChangedSchema.parse(event.data);
          await tx.query(`UPDATE pets SET customer_id = $2, user_id = $3, updated_at = $4 WHERE id = $1`, [
            d.petId,
            d.toCustomerId,
            d.toUserId,
            d.changedAt,
          ]);
          touch(d.petId, d.fromCustomerId, d.fromUserId);
          touch(d.petId, d.toCustomerId, d.toUserId);
          break;
        }
        case 'SympathyEmailRequested': {
          const d = sympathyEmailRequestedSchema.parse(event.data);
          await tx.query(`UPDATE pets SET sympathy_email_requested_at = $2 WHERE id = $1`, [d.petId, d.requestedAt]);
          touch(d.petId, d.customerId, d.userId);
          break;
        }
        case 'PetPictureAdded': {
          const d = petPictureAddedSchema.parse(event.data);
          await tx.query(
            `INSERT INTO pet_pictures (pet_id, file_name, hash, content_type, size_bytes, added_at)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (pet_id, file_name) DO NOTHING`,
            [d.petId, d.fileName, d.hash, d.contentType, d.size, d.addedAt],
          );
          touch(d.petId, d.customerId, d.userId);
          break;
        }
        case 'PetPictureRemoved': {
          const d = petPictureRemovedSchema.parse(event.data);
          await tx.query(`DELETE FROM pet_pictures WHERE pet_id = $1 AND file_name = $2`, [d.petId, d.fileName]);
          touch(d.petId, d.customerId, d.userId);
          break;
        }
        default:
          throw new Error(`pets projector: unexpected event type ${event.type} at ${at}`);
      }
    }
    await flushAdded();
    return keys;
  },
};

const ADDED_COLUMNS = ['id', 'customer_id', 'user_id', 'pet_name', 'animal_type_id', 'breed_id', 'created_at', 'updated_at'] as const;
