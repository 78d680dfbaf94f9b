import { describe, expect, it } from 'vitest';
import { fold, type CommandContext, type DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { petVaccinationsDecider, vaccineListDecider, type PetVaccinationCommand, type VaccineListCommand } from './decider';
import { VACCINATION_MESSAGES as M } from './messages';
import { recordVaccinationSchema } from './bodies';

const now = '2026-12-01T15:00:00.000Z';
const context: CommandContext = { now, actorUserId: 1 };
type Then = { events: DomainEvent[] } | { error: [number, string] };

function run<C>(decider: { initialState: () => unknown; evolve: (s: never, e: never) => unknown; decide: (c: C, s: never, ctx: CommandContext) => DomainEvent[] }, given: DomainEvent[], when: C, then: Then) {
  const state = fold(decider as never, given as never[]);
  if ('events' in then) return expect(decider.decide(when, state as never, context)).toEqual(then.events);
  try {
    decider.decide(when, state as never, context);
    throw new Error('expected a refusal');
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect([(error as DomainError).statusCode, (error as DomainError).message]).toEqual(then.error);
  }
}

describe('the vaccine list and the rules (stream Vaccines)', () => {
  const rules = (requiredVaccineIds: number[], refuseBookings = true): VaccineListCommand => ({ type: 'SetVaccinationRules', data: { requiredVaccineIds, refuseBookings } });
  const cases: [string, DomainEvent[], VaccineListCommand, Then][] = [
    ['a new vaccine takes the next id after the default list', [], { type: 'DefineVaccine', data: { vaccineId: null, name: 'Lyme' } }, { events: [{ type: 'VaccineDefined', data: { vaccineId: 7, name: 'Lyme' } }] }],
    ['a name on the list already is refused', [], { type: 'DefineVaccine', data: { vaccineId: null, name: 'rabies' } }, { error: [409, M.nameTaken] }],
    ['renaming an unknown vaccine is refused', [], { type: 'DefineVaccine', data: { vaccineId: 99, name: 'Lyme' } }, { error: [404, M.vaccineNotFound] }],
    ['a removed id is never reused', [{ type: 'VaccineDefined', data: { vaccineId: 7, name: 'Lyme' } }, { type: 'VaccineRemoved', data: { vaccineId: 7 } }, { type: 'VaccineDefined', data: { vaccineId: 8, name: 'Giardia' } }], { type: 'DefineVaccine', data: { vaccineId: null, name: 'Lyme' } }, { events: [{ type: 'VaccineDefined', data: { vaccineId: 9, name: 'Lyme' } }] }],
    ['rules name vaccines on the list', [], rules([1, 1, 2]), { events: [{ type: 'VaccinationRulesSet', data: { requiredVaccineIds: [1, 2], refuseBookings: true } }] }],
    ['rules naming an unknown vaccine are refused', [], rules([42]), { error: [400, M.requiredUnknown] }],
    ['a required vaccine cannot be removed', [{ type: 'VaccinationRulesSet', data: { requiredVaccineIds: [1], refuseBookings: false } }], { type: 'RemoveVaccine', data: { vaccineId: 1 } }, { error: [409, M.requiredInUse] }],
    ['a vaccine not required can be removed', [], { type: 'RemoveVaccine', data: { vaccineId: 3 } }, { events: [{ type: 'VaccineRemoved', data: { vaccineId: 3 } }] }],
  ];
  it.each(cases)('%s', (_n, given, when, then) => run(vaccineListDecider, given, when, then));

  it('off by default: nothing required and bookings are not refused', () => {
    expect(vaccineListDecider.initialState()).toMatchObject({ requiredVaccineIds: [], refuseBookings: false });
  });
});

describe("a pet's vaccinations (stream PetVaccinations-<petId>)", () => {
  const vaccines = new Map([[1, 'Rabies'], [2, 'DHPP']]);
  const record = (recordId: number | null, vaccineId = 1, givenOn = '2026-01-10', expiresOn = '2027-01-10'): PetVaccinationCommand => ({ type: 'RecordVaccination', data: { petId: 5, recordId, vaccineId, givenOn, expiresOn, vaccines } });
  const recorded = (recordId: number, vaccineId = 1, givenOn = '2026-01-10', expiresOn = '2027-01-10', certificate: string | null = null): DomainEvent => ({ type: 'VaccinationRecorded', data: { petId: 5, recordId, vaccineId, givenOn, expiresOn, certificate, recordedAt: now } });
  const CERT = `${'a'.repeat(64)}.jpg`;
  const attach = (recordId: number, certificate = CERT): PetVaccinationCommand => ({ type: 'AttachCertificate', data: { petId: 5, recordId, certificate } });
  const cases: [string, DomainEvent[], PetVaccinationCommand, Then][] = [
    ['the first record is record 1', [], record(null), { events: [recorded(1)] }],
    ['an edit states the whole record again', [recorded(1)], record(1, 2), { events: [recorded(1, 2)] }],
    ['a removed record id is never reused', [recorded(1), { type: 'VaccinationRemoved', data: { petId: 5, recordId: 1 } }], record(null), { events: [recorded(2)] }],
    ['an unknown vaccine is refused', [], record(null, 9), { error: [400, M.vaccineNotFound] }],
    ['an expiry before the date given is refused', [], record(null, 1, '2026-05-01', '2026-04-30'), { error: [400, M.expiryBeforeGiven] }],
    ['an expiry on the date given is allowed', [], record(null, 1, '2026-05-01', '2026-05-01'), { events: [recorded(1, 1, '2026-05-01', '2026-05-01')] }],
    ['editing an unknown record is refused', [], record(3), { error: [404, M.recordNotFound] }],
    ['removing an unknown record is refused', [], { type: 'RemoveVaccination', data: { petId: 5, recordId: 1 } }, { error: [404, M.recordNotFound] }],
    ['a certificate restates the record with its picture', [recorded(1)], attach(1), { events: [recorded(1, 1, '2026-01-10', '2027-01-10', CERT)] }],
    ['the same certificate again changes nothing (a retried upload)', [recorded(1, 1, '2026-01-10', '2027-01-10', CERT)], attach(1), { events: [] }],
    ['a new certificate replaces the old one', [recorded(1, 1, '2026-01-10', '2027-01-10', CERT)], attach(1, `${'b'.repeat(64)}.png`), { events: [recorded(1, 1, '2026-01-10', '2027-01-10', `${'b'.repeat(64)}.png`)] }],
    ['a certificate on an unknown record is refused', [recorded(1)], attach(2), { error: [404, M.recordNotFound] }],
    ['a certificate on a removed record is refused', [recorded(1), { type: 'VaccinationRemoved', data: { petId: 5, recordId: 1 } }], attach(1), { error: [404, M.recordNotFound] }],
    ['an edit of the dates keeps the certificate', [recorded(1, 1, '2026-01-10', '2027-01-10', CERT)], record(1, 1, '2026-02-01', '2027-02-01'), { events: [recorded(1, 1, '2026-02-01', '2027-02-01', CERT)] }],
  ];
  it.each(cases)('%s', (_n, given, when, then) => run(petVaccinationsDecider, given, when, then));
});

describe('the record body', () => {
  it('takes MM-DD-YYYY or YYYY-MM-DD and keeps YYYY-MM-DD', () => {
    expect(recordVaccinationSchema.parse({ petId: 5, vaccineId: 1, givenOn: '01-10-2026', expiresOn: '2027-01-10' })).toMatchObject({ givenOn: '2026-01-10', expiresOn: '2027-01-10', recordId: null });
  });
  it('refuses an expiry before the date given with the message', () => {
    const result = recordVaccinationSchema.safeParse({ petId: 5, vaccineId: 1, givenOn: '01-10-2026', expiresOn: '01-09-2026' });
    expect(result.success ? null : result.error.issues[0]!.message).toBe(M.expiryBeforeGiven);
  });
  it('refuses a date that is not one', () => {
    const result = recordVaccinationSchema.safeParse({ petId: 5, vaccineId: 1, givenOn: '13-45-2026', expiresOn: '01-09-2027' });
    expect(result.success ? null : result.error.issues[0]!.message).toBe(M.givenOnRequired);
  });
});
