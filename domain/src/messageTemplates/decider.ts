import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import type { MessageTemplateEvent } from './events';
import type { MessageKind, MessageTemplate } from './kinds';
import { MESSAGE_KIND_REGISTRY } from './registry';

/** MessageTemplates folded: the kinds the business changed (the others go with their defaults). */
export interface MessageTemplatesState {
  templates: Partial<Record<MessageKind, MessageTemplate>>;
}

export type MessageTemplatesCommand =
  | { type: 'ChangeMessageTemplate'; data: { kind: MessageKind } & MessageTemplate }
  | { type: 'ResetMessageTemplate'; data: { kind: MessageKind } };

const same = (a: MessageTemplate, b: MessageTemplate): boolean =>
  a.channels === b.channels && a.sms === b.sms && a.emailSubject === b.emailSubject && a.emailBody === b.emailBody;

export function evolveMessageTemplates(state: MessageTemplatesState, anyEvent: DomainEvent): MessageTemplatesState {
  const event = anyEvent as MessageTemplateEvent;
  switch (event.type) {
    case 'MessageTemplateChanged': {
      const { kind, channels, sms, emailSubject, emailBody } = event.data;
      return { templates: { ...state.templates, [kind]: { channels, sms, emailSubject, emailBody } } };
    }
    case 'MessageTemplateReset': {
      const { [event.data.kind]: _reset, ...rest } = state.templates;
      return { templates: rest };
    }
    default:
      return state;
  }
}

/** The words a kind goes with now: as changed, or the defaults. */
export const currentTemplate = (state: MessageTemplatesState, kind: MessageKind): MessageTemplate => state.templates[kind] ?? MESSAGE_KIND_REGISTRY[kind].defaults;

/**
 * A save that says what the kind already says is no change (nothing written); a save of exactly the
 * defaults is a reset (so a later change of the defaults reaches it); a reset of a kind never changed is no change.
 */
export function decideMessageTemplates(command: MessageTemplatesCommand, state: MessageTemplatesState, { now, actorUserId }: CommandContext): MessageTemplateEvent[] {
  switch (command.type) {
    case 'ChangeMessageTemplate': {
      const { kind, channels, sms, emailSubject, emailBody } = command.data;
      const wanted = { channels, sms, emailSubject, emailBody };
      if (same(wanted, currentTemplate(state, kind))) return [];
      if (same(wanted, MESSAGE_KIND_REGISTRY[kind].defaults)) return [{ type: 'MessageTemplateReset', data: { kind, changedBy: actorUserId, at: now } }];
      return [{ type: 'MessageTemplateChanged', data: { kind, ...wanted, changedBy: actorUserId, at: now } }];
    }
    case 'ResetMessageTemplate':
      if (!state.templates[command.data.kind]) return [];
      return [{ type: 'MessageTemplateReset', data: { kind: command.data.kind, changedBy: actorUserId, at: now } }];
    default:
      return [];
  }
}

export const messageTemplatesDecider: Decider<MessageTemplatesCommand, MessageTemplateEvent, MessageTemplatesState> = {
  initialState: () => ({ templates: {} }),
  evolve: evolveMessageTemplates,
  decide: decideMessageTemplates,
};
