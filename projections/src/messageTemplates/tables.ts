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
export interface MessageTemplatesTables {
  message_templates: MessageTemplatesTable;
}

export const MESSAGE_TEMPLATES_TABLES = ['message_templates'] as const;

export async function createMessageTemplatesTables(tx: SqlExecutor): Promise<void> {
  await tx.query(`CREATE TABLE IF NOT EXISTS message_templates (kind text PRIMARY KEY, template jsonb NOT NULL, changed_at timestamptz NOT NULL)`);
}
