import type { MessageKind, MessageTemplate } from './kinds';

/** GET /api/v4/messageTemplates/list: every kind with its words now and whether they are the defaults. */
export interface MessageTemplateRow {
  kind: MessageKind;
  template: MessageTemplate;
  isDefault: boolean;
  changedAt: string | null;
}
export interface MessageTemplatesAnswer {
  templates: MessageTemplateRow[];
}
/** POST save / reset. */
export interface MessageTemplateSaved {
  kind: MessageKind;
  template: MessageTemplate;
  isDefault: boolean;
  message: string;
}
/** POST /api/v4/customers/askForCard: where it went, in the office's words. */
export interface AskForCardAnswer {
  customerId: number;
  email: string | null;
  sms: string | null;
  message: string;
}
