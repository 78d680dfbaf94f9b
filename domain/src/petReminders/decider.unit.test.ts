import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../shared/decider';
import { petRemindersDecider, type PetRemindersCommand } from './decider';

const ctx = { now: '2026-03-15T15:00:00.000Z', actorUserId: null };
const KEY = 'rebook-7-2026-03-15';
const mailed = { type: 'PetReminderMailed', data: { petId: 7, kind: 'rebook', key: KEY, to: 'dana@example.com', at: ctx.now } };
const dismissed = { type: 'PetReminderSkipped', data: { petId: 7, kind: 'rebook', key: KEY, reason: 'dismissed', by: 1, at: ctx.now } };
const mail: PetRemindersCommand = { type: 'RecordPetReminderMailed', data: { petId: 7, kind: 'rebook', key: KEY, to: 'dana@example.com' } };
const dismiss: PetRemindersCommand = { type: 'SkipPetReminder', data: { petId: 7, kind: 'rebook', key: KEY, reason: 'dismissed' } };

describe("PetReminders-<petId>: a pet's reminder is recorded once (docs/TEXTS.md \"A pet's reminders\")", () => {
  it.each<[string, DomainEvent[], PetRemindersCommand, string[]]>([
    ['nothing yet, mailed: PetReminderMailed', [], mail, ['PetReminderMailed']],
    ['already mailed (a retry, a second process): nothing more', [mailed], mail, []],
    ['dismissed, then mailed: nothing (a dismissed reminder does not go)', [dismissed], mail, []],
    ['nothing yet, dismissed: PetReminderSkipped', [], dismiss, ['PetReminderSkipped']],
    ['dismissed twice: once', [dismissed], dismiss, []],
  ])('given %s', (_name, given, when, then) => {
    const state = given.reduce((st, e) => petRemindersDecider.evolve(st, e as never), petRemindersDecider.initialState());
    expect(petRemindersDecider.decide(when, state, ctx).map((e) => e.type)).toEqual(then);
  });
});
