import { describe, expect, it } from 'vitest';
import type { CommandContext, DomainEvent } from '../shared/decider';
import { decideSettingsRecord, evolveSettingsRecord, initialSettingsRecordState, updateDistanceUnitSchema } from '../management';
import type { DistanceUnit } from './distance';

/** The distance unit's Management setting, given the Settings stream and the unit shown by default. */
const ctx: CommandContext = { now: '2026-12-02T15:00:00.000Z', actorUserId: 1 };
const set = (unit: DistanceUnit): DomainEvent => ({ type: 'DistanceUnitSet', data: { unit } });

describe('distance unit: given the Settings stream and the default, when a unit is set, then', () => {
  it.each<[string, DomainEvent[], DistanceUnit, DistanceUnit, DomainEvent[]]>([
    ['miles by default (US): miles again records nothing', [], 'mi', 'mi', []],
    ['miles by default: kilometres is recorded', [], 'mi', 'km', [set('km')]],
    ['km by default (not US): miles is recorded', [], 'km', 'mi', [set('mi')]],
    ['kilometres set: kilometres again records nothing', [set('km')], 'mi', 'km', []],
    ['kilometres set: back to miles is recorded even where miles is the default', [set('km')], 'mi', 'mi', [set('mi')]],
  ])('%s', (_name, given, current, unit, then) => {
    const state = given.reduce(evolveSettingsRecord, initialSettingsRecordState());
    expect(decideSettingsRecord({ type: 'SetDistanceUnit', data: { unit, current } }, state, ctx)).toEqual(then);
  });

  it('the form and the server refuse a unit that is neither', () => {
    expect(updateDistanceUnitSchema.safeParse({ distanceUnit: 'km' }).success).toBe(true);
    expect(updateDistanceUnitSchema.safeParse({ distanceUnit: 'feet' }).error?.issues[0]?.message).toBe('Choose miles or kilometres.');
  });
});
