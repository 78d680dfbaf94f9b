import { messageTemplateChangedSchema, messageTemplateResetSchema } from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { createMessageTemplatesTables, MESSAGE_TEMPLATES_TABLES } from './tables';

/** Management → Message templates: a changed kind's words; a reset removes the row. Pushes { scope: 'messageTemplates' }. */
export const messageTemplatesProjector: Projector = {
  name: 'messageTemplates',
  version: 1,
  eventTypes: ['MessageTemplateChanged', 'MessageTemplateReset'],
  tables: MESSAGE_TEMPLATES_TABLES,
  createTables: (tx: Transaction) => createMessageTemplatesTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    for (const event of events) {
      if (event.type === 'MessageTemplateChanged') {
        const { kind, channels, sms, emailSubject, emailBody, at } = messageTemplateChangedSchema.parse(event.data);
        await tx.query(
          `INSERT INTO message_templates (kind, template, changed_at) VALUES ($1, $2, $3)
           ON CONFLICT (kind) DO UPDATE SET template = EXCLUDED.template, changed_at = EXCLUDED.changed_at`,
          [kind, JSON.stringify({ channels, sms, emailSubject, emailBody }), at],
        );
      } else {
        const { kind } = messageTemplateResetSchema.parse(event.data);
        await tx.query(`DELETE FROM message_templates WHERE kind = $1`, [kind]);
      }
    }
    return events.length > 0 ? [{ scope: 'messageTemplates' }] : [];
  },
};
