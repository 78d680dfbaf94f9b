import { profilePictureUploadedSchema } from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { PICTURES_TABLES, createPicturesTables } from './tables';

/** Profile pictures: the latest upload per user wins. */
export const picturesProjector: Projector = {
  name: 'pictures',
  version: 1,
  eventTypes: ['ProfilePictureUploaded'],
  tables: PICTURES_TABLES,
  createTables: (tx: Transaction) => createPicturesTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const keys: ChangedKey[] = [];
    for (const event of events) {
      if (event.type !== 'ProfilePictureUploaded') throw new Error(`pictures projector: unexpected event type ${event.type}`);
      const d = profilePictureUploadedSchema.parse(event.data);
      await tx.query(
        `INSERT INTO profile_pictures (user_id, file_name, hash, content_type, uploaded_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET file_name = EXCLUDED.file_name, hash = EXCLUDED.hash,
           content_type = EXCLUDED.content_type, uploaded_at = EXCLUDED.uploaded_at`,
        [d.userId, d.fileName, d.hash, d.contentType, d.uploadedAt],
      );
      keys.push({ scope: 'profilePicture', id: d.userId, ownerUserId: d.userId }, { scope: 'user', id: d.userId, ownerUserId: d.userId });
    }
    return keys;
  },
};
