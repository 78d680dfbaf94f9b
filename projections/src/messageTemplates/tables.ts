import type { SqlExecutor } from '@pawroute/platform';

/**
 * Read table of the 'messageTemplates' projector (docs/TEXTS.md "Message templates"): the kinds the
 * business changed, with their words; a kind without a row goes with its default (domain registry).
 */
export interface MessageTemplatesTable {
  kind: string;
  template: unknown;
  changed_at: Date;
}
/** A customer's preferred channel for the automatic messages; a customer without a row: both. */
export interface CustomerPreferredChannelsTable {
  customer_id: number;
  channel: string;
}
export interface MessageTemplatesTables {
  message_templates: MessageTemplatesTable;
  customer_preferred_channels: CustomerPreferredChannelsTable;
}

export const MESSAGE_TEMPLATES_TABLES = ['message_templates', 'customer_preferred_channels'] as const;

export async function createMessageTemplatesTables(tx: SqlExecutor): Promise<void> {
  await tx.query(`CREATE TABLE IF NOT EXISTS message_templates (kind text PRIMARY KEY, template jsonb NOT NULL, changed_at timestamptz NOT NULL)`);
  await tx.query(`CREATE TABLE IF NOT EXISTS customer_preferred_channels (customer_id integer PRIMARY KEY, channel text NOT NULL)`);
}
