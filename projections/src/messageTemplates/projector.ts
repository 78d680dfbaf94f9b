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
    // Per batch: each customer's last channel, each kind's last words or reset (null); one statement each.
    const channels = new Map<number, string>();
    const templates = new Map<string, { template: string; at: string } | null>();
    for (const event of events) {
      if (event.type === 'CustomerPreferredChannelChanged') {
        const { customerId, channel } = customerPreferredChannelChangedSchema.parse(event.data);
        channels.set(customerId, channel);
        changed.push({ scope: 'preferredChannel', id: customerId });
      } else if (event.type === 'MessageTemplateChanged') {
        const { kind, channels: sendOn, sms, emailSubject, emailBody, at } = messageTemplateChangedSchema.parse(event.data);
        templates.set(kind, { template: JSON.stringify({ channels: sendOn, sms, emailSubject, emailBody }), at });
      } else {
        const { kind } = messageTemplateResetSchema.parse(event.data);
        templates.set(kind, null);
      }
      if (event.type !== 'CustomerPreferredChannelChanged' && !changed.some((k) => k.scope === 'messageTemplates')) changed.push({ scope: 'messageTemplates' });
    }
    if (channels.size > 0) {
      await tx.query(
        `INSERT INTO customer_preferred_channels (customer_id, channel) SELECT * FROM unnest($1::int[], $2::text[])
         ON CONFLICT (customer_id) DO UPDATE SET channel = EXCLUDED.channel`,
        [[...channels.keys()], [...channels.values()]],
      );
    }
    const reset = [...templates].filter(([, t]) => t === null).map(([kind]) => kind);
    if (reset.length > 0) await tx.query(`DELETE FROM message_templates WHERE kind = ANY($1::text[])`, [reset]);
    const kept = [...templates].filter((entry): entry is [string, { template: string; at: string }] => entry[1] !== null);
    if (kept.length > 0) {
      await tx.query(
        `INSERT INTO message_templates (kind, template, changed_at) SELECT * FROM unnest($1::text[], $2::jsonb[], $3::timestamptz[])
         ON CONFLICT (kind) DO UPDATE SET template = EXCLUDED.template, changed_at = EXCLUDED.changed_at`,
        [kept.map(([kind]) => kind), kept.map(([, t]) => t.template), kept.map(([, t]) => t.at)],
      );
    }
    return changed;
  },
};
