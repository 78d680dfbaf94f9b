import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import type { DomainEvent } from '../shared/decider';
import { decideTexting, evolveTexting, initialTextingState, replyIntent, replyTarget, remindedAppointments, type TextingCommand } from './decider';
import type { TextingEvent } from './events';

const now = '2026-03-02T15:00:00.000Z';
const ctx = { now, actorUserId: 7 };
const given = (events: DomainEvent[]) => events.reduce(evolveTexting, initialTextingState());
const sentData = { messageId: 'm1', customerId: 3, to: '12145550123', body: 'Hi', kind: 'reminder' as const, appointmentId: 40, sentBy: null, transport: 'outbox' as const };
const sent: TextingEvent = { type: 'TextSent', data: { ...sentData, sentAt: now } };
const received = (id: string): TextingEvent => ({ type: 'TextReceived', data: { providerMessageId: id, customerId: 3, from: '12145550123', body: 'hello', intent: 'other', appointmentId: null, receivedAt: now } });
const receive = (id: string): TextingCommand => ({ type: 'RecordTextReceived', data: { providerMessageId: id, customerId: 3, from: '12145550123', body: 'hello', intent: 'other', appointmentId: null } });
const optedOut: TextingEvent = { type: 'NumberOptedOut', data: { number: '12145550123', keyword: 'STOP', at: now } };
const optedIn: TextingEvent = { type: 'NumberOptedIn', data: { number: '12145550123', keyword: 'START', at: now } };

describe('the texting decider (given / when / then)', () => {
  const table: [string, DomainEvent[], TextingCommand, TextingEvent[] | number][] = [
    ['a text is recorded sent', [], { type: 'RecordTextSent', data: sentData }, [sent]],
    ['the same message again: nothing', [sent], { type: 'RecordTextSent', data: sentData }, []],
    ['REM-REPLY: an opted-out number gets no text', [optedOut], { type: 'RecordTextSent', data: sentData }, 409],
    ['opted back in: it does', [optedOut, optedIn], { type: 'RecordTextSent', data: sentData }, [sent]],
    ['a text received', [], receive('SM1'), [received('SM1')]],
    ['a retried delivery: applied once', [received('SM1')], receive('SM1'), []],
    ['another text: recorded', [received('SM1')], receive('SM2'), [received('SM2')]],
    ['an unknown number\'s STOP: the text and its opt-out on its stream', [], { type: 'RecordTextReceived', data: { providerMessageId: 'SM3', customerId: null, from: '12145550123', body: 'stop', intent: 'optOut', appointmentId: null } }, [
      { type: 'TextReceived', data: { providerMessageId: 'SM3', customerId: null, from: '12145550123', body: 'stop', intent: 'optOut', appointmentId: null, receivedAt: now } },
      { type: 'NumberOptedOut', data: { number: '12145550123', keyword: 'STOP', at: now } },
    ]],
    ['a status of a sent text', [sent], { type: 'RecordDeliveryStatus', data: { messageId: 'm1', providerMessageId: 'SM9', status: 'delivered' } }, [{ type: 'TextDeliveryUpdated', data: { messageId: 'm1', providerMessageId: 'SM9', status: 'delivered', at: now } }]],
    ['a status of no text we know: nothing', [], { type: 'RecordDeliveryStatus', data: { messageId: 'm1', providerMessageId: 'SM9', status: 'delivered' } }, []],
    ['a late "sent" after "delivered": nothing', [sent, { type: 'TextDeliveryUpdated', data: { messageId: 'm1', providerMessageId: 'SM9', status: 'delivered', at: now } }], { type: 'RecordDeliveryStatus', data: { messageId: 'm1', providerMessageId: 'SM9', status: 'sent' } }, []],
    ['read marks unread texts read', [received('SM1')], { type: 'MarkConversationRead', data: { customerId: 3 } }, [{ type: 'ConversationRead', data: { customerId: 3, readBy: 7, at: now } }]],
    ['nothing unread: nothing', [], { type: 'MarkConversationRead', data: { customerId: 3 } }, []],
    ['STOP opts out', [], { type: 'OptOut', data: { number: '12145550123', keyword: 'STOP' } }, [optedOut]],
    ['STOP twice: once', [optedOut], { type: 'OptOut', data: { number: '12145550123', keyword: 'STOP' } }, []],
    ['START opts back in', [optedOut], { type: 'OptIn', data: { number: '12145550123', keyword: 'START' } }, [optedIn]],
    ['START when in: nothing', [], { type: 'OptIn', data: { number: '12145550123', keyword: 'START' } }, []],
  ];
  it.each(table)('%s', (_name, events, command, then) => {
    const state = given(events);
    if (typeof then === 'number') {
      expect(() => decideTexting(command, state, ctx)).toThrow(DomainError);
      try {
        decideTexting(command, state, ctx);
      } catch (error) {
        expect((error as DomainError).statusCode).toBe(then);
      }
    } else {
      expect(decideTexting(command, state, ctx)).toEqual(then);
    }
  });
});

describe('REM-REPLY: the first word decides', () => {
  it.each([
    ['C', 'confirm'], ['y', 'confirm'], ['yes,thanks', 'confirm'], ['  Confirm!', 'confirm'], ['YESS', 'other'],
    ['R', 'reschedule'], ['r please', 'reschedule'],
    ['stop', 'optOut'], ['STOPALL', 'optOut'], ['Unsubscribe', 'optOut'], ['cancel', 'optOut'], ['end', 'optOut'], ['quit', 'optOut'],
    ['start', 'optIn'], ['UNSTOP', 'optIn'], ['help', 'help'],
    ['', 'other'], ['🐶 yes', 'confirm'], ['👍', 'other'], ['Can we do Tuesday?', 'other'], ['123 C', 'confirm'],
  ])('%j → %s', (body, intent) => expect(replyIntent(body).intent).toBe(intent));

  it('the earliest upcoming reminded appointment not yet confirmed', () => {
    const at = (h: number) => `2026-03-0${h}T15:00:00.000Z`;
    expect(replyTarget([
      { appointmentId: 1, startsAt: at(1), status: 'scheduled' }, // past
      { appointmentId: 2, startsAt: at(3), status: 'confirmed' }, // confirmed already
      { appointmentId: 3, startsAt: at(5), status: 'scheduled' },
      { appointmentId: 4, startsAt: at(4), status: 'conflicting' },
      { appointmentId: 5, startsAt: at(3), status: 'cancelled' },
    ], now)).toBe(4);
    expect(replyTarget([{ appointmentId: 2, startsAt: at(3), status: 'confirmed' }], now)).toBeNull();
    expect(replyTarget([], now)).toBeNull();
  });

  it('reminders and (until reminders exist) booking confirmations count; receipts and replies do not', () => {
    const state = given([
      sent,
      { type: 'TextSent', data: { ...sentData, messageId: 'm2', kind: 'confirmation', appointmentId: 41, sentAt: now } },
      { type: 'TextSent', data: { ...sentData, messageId: 'm3', kind: 'receipt', appointmentId: 42, sentAt: now } },
      { type: 'TextSent', data: { ...sentData, messageId: 'm4', kind: 'reminder', appointmentId: 40, sentAt: now } },
    ]);
    expect(remindedAppointments(state)).toEqual([40, 41]);
  });
});
