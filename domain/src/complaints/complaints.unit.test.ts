import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../shared/decider';
import { givenWhenThen, type Then } from '../shared/givenWhenThen';
import { checkStream } from '../testing/streamCheck';
import { sampleEvent } from '../testing/sampleEvents';
import { complaintDecider, evolveComplaint, type ComplaintCommand } from './decider';
import type { ComplaintEvent } from './events';
import { createComplaintSchema } from './bodies';

const context: CommandContext = { now: '2026-03-01T15:00:00.000Z', actorUserId: 2 };
const create = (complaint: string, employeeId: number | null = 6, isBlocking = true): ComplaintCommand => ({
  type: 'CreateComplaint',
  data: { complaintId: 1, customerId: 3, employeeId, complaint, isBlocking },
});
const setBlocking = (isBlocking: boolean): ComplaintCommand => ({ type: 'SetComplaintBlocking', data: { complaintId: 1, isBlocking } });
const created: ComplaintEvent = {
  type: 'ComplaintCreated',
  data: { complaintId: 1, customerId: 3, employeeId: 6, complaint: 'Rough with the dog', isBlocking: true, createdByUserId: 2, createdAt: context.now },
};
const off: ComplaintEvent = { type: 'ComplaintBlockingSet', data: { complaintId: 1, customerId: 3, employeeId: 6, isBlocking: false, setAt: context.now } };

const cases: [string, ComplaintEvent[], ComplaintCommand, Then<ComplaintEvent>][] = [
  ['a blocking complaint, trimmed, by the actor', [], create('  Rough with the dog '), { events: [created] }],
  ['no employee: the spec message', [], create('x', null), { error: [400, 'An employee must be selected to create the complaint'] }],
  ['no explanation: the spec message', [], create('   '), { error: [400, 'An explanation of the complaint is required'] }],
  ['an explanation over 1000 characters', [], create('x'.repeat(1001)), { error: [400, 'The explanation can be at most 1000 characters.'] }],
  ['created twice', [created], create('again'), { error: [409, 'This complaint already exists.'] }],
  ['blocking off', [created], setBlocking(false), { events: [off] }],
  ['blocking on again', [created, off], setBlocking(true), { events: [{ ...off, data: { ...off.data, isBlocking: true } }] }],
  ['setting the flag it already has writes nothing', [created], setBlocking(true), { events: [] }],
  ['no complaint: the spec message', [], setBlocking(false), { error: [404, 'Complaint not found...'] }],
];

describe('complaint: given, when, then', () => {
  it.each(cases)('%s', (_n, g, w, t) => expect(givenWhenThen(complaintDecider, g, w, context)).toEqual(t));
});

describe('POST complaints/create body', () => {
  const parse = (body: object) => {
    const r = createComplaintSchema.safeParse(body);
    return r.success ? r.data : r.error.issues[0].message;
  };
  it('blocking defaults to on', () => expect(parse({ customerId: 3, employeeId: 6, complaint: 'x' })).toMatchObject({ isBlocking: true }));
  it('no employee: the spec message', () => expect(parse({ customerId: 3, complaint: 'x' })).toBe('An employee must be selected to create the complaint'));
  it('no explanation: the spec message', () => expect(parse({ customerId: 3, employeeId: 6, complaint: '' })).toBe('An explanation of the complaint is required'));
  it('NUL in the explanation is refused', () => expect(parse({ customerId: 3, employeeId: 6, complaint: 'a\u0000b' })).toBe('Text cannot contain control characters.'));
});

describe('every stream type: Complaint-<id>', () => {
  it('takes any event and still answers every command', () => {
    const { decided, refused } = checkStream({
      ...complaintDecider,
      evolve: evolveComplaint,
      events: [sampleEvent('ComplaintCreated'), sampleEvent('ComplaintBlockingSet')],
      commands: [create('Late'), setBlocking(true), setBlocking(false)],
    });
    expect(decided).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
