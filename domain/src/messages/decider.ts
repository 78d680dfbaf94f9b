import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { DeliveryStatus, ReplyIntent, TextKind, TextingEvent } from './events';
import { TEXT_MESSAGES as M } from './messages';

/**
 * The texting streams: Conversation-<customerId> (texts both ways, read marks) and TextNumber-<digits>
 * (opt-out, and texts of numbers no customer has). One decider folds either.
 */
export interface TextingState {
  optedOut: boolean;
  /** Sent texts by messageId. */
  sent: Record<string, { kind: TextKind; appointmentId: number | null; status: DeliveryStatus | null }>;
  /** Provider ids of texts received (a retried delivery is applied once). */
  received: string[];
  unread: number;
}

export type TextingCommand =
  | {
      type: 'RecordTextSent';
      data: { messageId: string; customerId: number | null; to: string; body: string; kind: TextKind; appointmentId: number | null; sentBy: number | null; transport: 'http' | 'outbox' };
    }
  | { type: 'RecordTextReceived'; data: { providerMessageId: string; customerId: number | null; from: string; body: string; intent: ReplyIntent; appointmentId: number | null } }
  | { type: 'RecordDeliveryStatus'; data: { messageId: string; providerMessageId: string; status: DeliveryStatus } }
  | { type: 'MarkConversationRead'; data: { customerId: number } }
  | { type: 'OptOut' | 'OptIn'; data: { number: string; keyword: string } };

export const initialTextingState = (): TextingState => ({ optedOut: false, sent: {}, received: [], unread: 0 });

export function evolveTexting(state: TextingState, anyEvent: DomainEvent): TextingState {
  const event = anyEvent as TextingEvent;
  switch (event.type) {
    case 'TextSent':
      return { ...state, sent: { ...state.sent, [event.data.messageId]: { kind: event.data.kind, appointmentId: event.data.appointmentId, status: null } } };
    case 'TextReceived':
      return { ...state, received: [...state.received, event.data.providerMessageId], unread: state.unread + 1 };
    case 'TextDeliveryUpdated': {
      const text = state.sent[event.data.messageId];
      return text ? { ...state, sent: { ...state.sent, [event.data.messageId]: { ...text, status: event.data.status } } } : state;
    }
    case 'ConversationRead':
      return { ...state, unread: 0 };
    case 'NumberOptedOut':
      return { ...state, optedOut: true };
    case 'NumberOptedIn':
      return { ...state, optedOut: false };
    default:
      return state;
  }
}

// A status never goes back: a late 'sent' callback after 'delivered' is not recorded.
const FINAL: readonly DeliveryStatus[] = ['delivered', 'undelivered', 'failed', 'read', 'canceled'];

export function decideTexting(command: TextingCommand, state: TextingState, { now, actorUserId }: CommandContext): TextingEvent[] {
  switch (command.type) {
    case 'RecordTextSent': {
      if (state.sent[command.data.messageId]) return [];
      // No message to an opted-out number (REM-REPLY), whatever sends it: on TextNumber-<digits>.
      if (state.optedOut) throw new DomainError(409, M.optedOut);
      return [{ type: 'TextSent', data: { ...command.data, sentAt: now } }];
    }
    case 'RecordTextReceived': {
      if (state.received.includes(command.data.providerMessageId)) return [];
      const events: TextingEvent[] = [{ type: 'TextReceived', data: { ...command.data, receivedAt: now } }];
      // A number no customer has keeps its texts and its opt-out on one stream (TextNumber-<digits>).
      if (command.data.customerId === null) {
        const { intent, keyword } = replyIntent(command.data.body);
        const number = command.data.from;
        if (intent === 'optOut' && !state.optedOut) events.push({ type: 'NumberOptedOut', data: { number, keyword, at: now } });
        if (intent === 'optIn' && state.optedOut) events.push({ type: 'NumberOptedIn', data: { number, keyword, at: now } });
      }
      return events;
    }
    case 'RecordDeliveryStatus': {
      const text = state.sent[command.data.messageId];
      if (!text || text.status === command.data.status) return [];
      if (text.status !== null && FINAL.includes(text.status) && !FINAL.includes(command.data.status)) return [];
      return [{ type: 'TextDeliveryUpdated', data: { ...command.data, at: now } }];
    }
    case 'MarkConversationRead':
      if (state.unread === 0) return [];
      return [{ type: 'ConversationRead', data: { customerId: command.data.customerId, readBy: actorUserId, at: now } }];
    case 'OptOut':
      if (state.optedOut) return [];
      return [{ type: 'NumberOptedOut', data: { ...command.data, at: now } }];
    case 'OptIn':
      if (!state.optedOut) return [];
      return [{ type: 'NumberOptedIn', data: { ...command.data, at: now } }];
    default:
      return [];
  }
}

export const textingDecider: Decider<TextingCommand, TextingEvent, TextingState> = {
  initialState: initialTextingState,
  evolve: evolveTexting,
  decide: decideTexting,
};

const WORDS: Record<string, ReplyIntent> = {
  C: 'confirm', Y: 'confirm', YES: 'confirm', CONFIRM: 'confirm',
  R: 'reschedule',
  STOP: 'optOut', STOPALL: 'optOut', UNSUBSCRIBE: 'optOut', CANCEL: 'optOut', END: 'optOut', QUIT: 'optOut',
  START: 'optIn', UNSTOP: 'optIn',
  HELP: 'help',
};

/** REM-REPLY: the first word is the first run of letters, any case ("yes,thanks" → YES). */
export function replyIntent(body: string): { intent: ReplyIntent; keyword: string } {
  const word = (/[A-Za-z]+/.exec(body)?.[0] ?? '').toUpperCase();
  return { intent: WORDS[word] ?? 'other', keyword: word };
}

/**
 * REM-REPLY: the appointment a confirm or R is about: of the appointments the conversation texted as a
 * reminder (or, until reminders exist, a booking confirmation), the earliest still ahead and not yet
 * confirmed (scheduled or conflicting). Null when there is none: the text goes to the inbox only.
 */
export function replyTarget(
  texted: readonly { appointmentId: number; startsAt: string | null; status: string | null }[],
  now: string,
): number | null {
  const open = texted
    .filter((a) => a.startsAt !== null && a.startsAt > now && (a.status === 'scheduled' || a.status === 'conflicting'))
    .sort((a, b) => (a.startsAt! < b.startsAt! ? -1 : a.startsAt! > b.startsAt! ? 1 : a.appointmentId - b.appointmentId));
  return open[0]?.appointmentId ?? null;
}

/** The appointments a conversation texted about that a reply may answer (REM-REPLY). */
export function remindedAppointments(state: TextingState): number[] {
  const ids = Object.values(state.sent)
    .filter((t) => (t.kind === 'reminder' || t.kind === 'confirmation') && t.appointmentId !== null)
    .map((t) => t.appointmentId!);
  return [...new Set(ids)];
}
