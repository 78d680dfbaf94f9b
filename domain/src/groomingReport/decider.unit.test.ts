import { describe, expect, it } from 'vitest';
import { fold, type CommandContext, type DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { groomingReportBodySchema } from './bodies';
import { groomingReportDecider, type WriteGroomingReport } from './decider';
import { GROOMING_REPORT_MESSAGES as M } from './messages';
import { suggestedNextGroom } from './nextGroom';

const now = '2026-12-01T21:00:00.000Z';
const context: CommandContext = { now, actorUserId: 7 };
const at = now;
const A = 12;
const BEFORE = `${'a'.repeat(64)}.jpg`;
const AFTER = `${'b'.repeat(64)}.jpg`;

const created: DomainEvent = { type: 'AppointmentCreated', data: { appointmentId: A } };
const started: DomainEvent = { type: 'AppointmentStarted', data: { appointmentId: A, at } };
const completed: DomainEvent = { type: 'AppointmentCompleted', data: { appointmentId: A, at, isCustomerAbsent: false, transactionId: 3, signatureFileName: null } };
const photo = (fileName: string, visibleToCustomer: boolean): DomainEvent => ({ type: 'AppointmentPictureUploaded', data: { appointmentId: A, at, fileName, visibleToCustomer } });
const write = (note: string, nextSuggestedDate: string | null = null, today = '2026-12-01'): WriteGroomingReport => ({ type: 'WriteGroomingReport', data: { appointmentId: A, note, nextSuggestedDate, today } });
const written = (note: string, nextSuggestedDate: string | null, photos: string[]): DomainEvent => ({
  type: 'GroomingReportWritten',
  data: { appointmentId: A, note, nextSuggestedDate, photos, writtenBy: 7, writtenAt: now },
});

type Then = { events: DomainEvent[] } | { error: [number, string] };
const cases: [string, DomainEvent[], WriteGroomingReport, Then][] = [
  ['a completed groom: the note, the date and the visible photos only', [created, started, photo(BEFORE, false), photo(AFTER, true), completed], write('Teddy bear face again', '2027-01-12'), { events: [written('Teddy bear face again', '2027-01-12', [AFTER])] }],
  ['a photo made visible later counts; one removed does not', [created, photo(BEFORE, false), photo(AFTER, true), { type: 'AppointmentPictureVisibilitySet', data: { appointmentId: A, at, fileName: BEFORE, visibleToCustomer: true } }, { type: 'AppointmentPictureRemoved', data: { appointmentId: A, at, fileName: AFTER } }, completed], write(''), { events: [written('', null, [BEFORE])] }],
  ['before the completion: refused (a queued report waits for its completion)', [created, started], write('Good boy'), { error: [409, M.notCompleted] }],
  ['no appointment: not found', [], write('Good boy'), { error: [404, M.appointmentNotFound] }],
  ['a deleted appointment: not found', [created, { type: 'AppointmentDeleted', data: { appointmentId: A, at } }], write('Good boy'), { error: [404, M.appointmentNotFound] }],
  ['a next date in the past (business-local today) is refused', [created, completed], write('', '2026-11-30'), { error: [400, M.nextDateInPast] }],
  ['a next date of today is taken', [created, completed], write('', '2026-12-01'), { events: [written('', '2026-12-01', [])] }],
  ['nothing to say (no note, no date, no visible photo) is refused', [created, photo(BEFORE, false), completed], write(''), { error: [400, M.empty] }],
  ['the same report again (a queued send replayed) is no change', [created, photo(AFTER, true), completed, written('Good boy', null, [AFTER])], write('Good boy'), { events: [] }],
  ['a changed note replaces the report', [created, completed, written('Good boy', null, [])], write('Good girl, actually'), { events: [written('Good girl, actually', null, [])] }],
];

describe('the grooming report on Appointment-<id>', () => {
  it.each(cases)('%s', (_name, given, when, then) => {
    const state = fold(groomingReportDecider, given as never[]);
    if ('events' in then) return expect(groomingReportDecider.decide(when, state, context)).toEqual(then.events);
    try {
      groomingReportDecider.decide(when, state, context);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect([(error as DomainError).statusCode, (error as DomainError).message]).toEqual(then.error);
    }
  });
});

describe('the body (the server and the form)', () => {
  it.each([
    [{ appointmentId: 3, note: '  Loved the bath ', nextSuggestedDate: '01-12-2027' }, { appointmentId: 3, note: 'Loved the bath', nextSuggestedDate: '2027-01-12' }],
    [{ appointmentId: 3, nextSuggestedDate: '2027-01-12' }, { appointmentId: 3, note: '', nextSuggestedDate: '2027-01-12' }],
    [{ appointmentId: 3, note: null, nextSuggestedDate: '' }, { appointmentId: 3, note: '', nextSuggestedDate: null }],
  ])('reads %j', (body, parsed) => {
    expect(groomingReportBodySchema.parse(body)).toEqual(parsed);
  });
  it.each([
    [{ appointmentId: 3, nextSuggestedDate: '13-45-2027' }, M.nextDateInvalid],
    [{ appointmentId: 3, note: 'x'.repeat(501) }, M.noteTooLong],
  ])('refuses %j with the message', (body, message) => {
    const result = groomingReportBodySchema.safeParse(body);
    expect(result.success ? null : result.error.issues[0]!.message).toBe(message);
  });
});

describe("the default next date: the pet's grooming frequency", () => {
  it.each([
    ['every 6 weeks', 6, '2027-01-12'],
    ['no frequency', null, null],
    ['zero is none', 0, null],
  ] as const)('%s', (_name, weeks, next) => {
    expect(suggestedNextGroom('2026-12-01', weeks)).toBe(next);
  });
});
