import { profilePictureUploadedSchema } from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { insertColumns } from '../runner/insertColumns';
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
    const latest = new Map<number, { user_id: number; file_name: string; hash: string; content_type: string; uploaded_at: string }>();
    for (const event of events) {
      if (event.type !== 'ProfilePictureUploaded') throw new Error(`pictures projector: unexpected event type ${event.type}`);
      const d = profilePictureUploadedSchema.parse(event.data);
      latest.set(d.userId, { user_id: d.userId, file_name: d.fileName, hash: d.hash, content_type: d.contentType, uploaded_at: d.uploadedAt });
      keys.push({ scope: 'profilePicture', id: d.userId, ownerUserId: d.userId }, { scope: 'user', id: d.userId, ownerUserId: d.userId });
    }
    // The latest upload per user, in one statement.
    await insertColumns(tx, {
      table: 'profile_pictures',
      columns: ['user_id', 'file_name', 'hash', 'content_type', 'uploaded_at'],
      rows: [...latest.values()],
      onConflict: `ON CONFLICT (user_id) DO UPDATE SET file_name = EXCLUDED.file_name, hash = EXCLUDED.hash,
           content_type = EXCLUDED.content_type, uploaded_at = EXCLUDED.uploaded_at`,
    });
    return keys;
  },
};
