import { customerPreferredChannelChangedSchema, messageTemplateChangedSchema, messageTemplateResetSchema } from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { createMessageTemplatesTables, MESSAGE_TEMPLATES_TABLES } from './tables';

/**
 * Management → Message templates: a changed kind's words; a reset removes the row; and each customer's
 * preferred channel. Pushes { scope: 'messageTemplates' } (staff) and { scope: 'preferredChannel', id: customerId }.
 */
export const messageTemplatesProjector: Projector = {
  name: 'messageTemplates',
  version: 1,
  eventTypes: ['MessageTemplateChanged', 'MessageTemplateReset', 'CustomerPreferredChannelChanged'],
  tables: MESSAGE_TEMPLATES_TABLES,
  createTables: (tx: Transaction) => createMessageTemplatesTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const changed: ChangedKey[] = [];
    for (const event of events) {
      if (event.type === 'CustomerPreferredChannelChanged') {
        const { customerId, channel } = customerPreferredChannelChangedSchema.parse(event.data);
        await tx.query(
          `INSERT INTO customer_preferred_channels (customer_id, channel) VALUES ($1, $2) ON CONFLICT (customer_id) DO UPDATE SET channel = EXCLUDED.channel`,
          [customerId, channel],
        );
        changed.push({ scope: 'preferredChannel', id: customerId });
      } else if (event.type === 'MessageTemplateChanged') {
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
      if (event.type !== 'CustomerPreferredChannelChanged' && !changed.some((k) => k.scope === 'messageTemplates')) changed.push({ scope: 'messageTemplates' });
    }
    return changed;
  },
};
