import { describe, expect, it } from 'vitest';
import type { CommandContext, DomainEvent } from '../shared/decider';
import { decideSettingsRecord, evolveSettingsRecord, initialSettingsRecordState, updateTipBaseSchema, type SettingsRecordState } from '../management';
import { percentTipMismatch, type TipBase, type TipBaseFees } from './tipBase';

/** TIP-BASE with its Management setting ("Tip percentages apply to: the whole total / the groom only"). */
const ctx: CommandContext = { now: '2026-12-02T15:00:00.000Z', actorUserId: 1 };
const fold = (events: DomainEvent[]): SettingsRecordState => events.reduce(evolveSettingsRecord, initialSettingsRecordState());
const set = (base: TipBase): DomainEvent => ({ type: 'TipBaseSet', data: { base } });
// $266.18 in all: groom $200.00 less a $20.00 discount, trip fee, fuel and tax the rest.
const fees: TipBaseFees = { feeTotal: 26618, serviceFeeGroom: 20000, serviceDiscountTotal: 2000 };

describe('TIP-BASE setting: given the Settings stream, when the base is set, then', () => {
  it.each<[string, DomainEvent[], TipBase, DomainEvent[]]>([
    ['TIP-BASE: nothing set is the whole total, so setting the total records nothing', [], 'total', []],
    ['TIP-BASE: nothing set, the groom only is recorded', [], 'groomOnly', [set('groomOnly')]],
    ['TIP-BASE: the groom only again records nothing', [set('groomOnly')], 'groomOnly', []],
    ['TIP-BASE: back to the whole total is recorded', [set('groomOnly')], 'total', [set('total')]],
  ])('%s', (_name, given, base, then) => {
    expect(decideSettingsRecord({ type: 'SetTipBase', data: { base } }, fold(given), ctx)).toEqual(then);
  });

  it('TIP-BASE: the state holds the last base set', () => {
    expect(fold([]).tipBase).toBeUndefined();
    expect(fold([set('groomOnly')]).tipBase).toBe('groomOnly');
    expect(fold([set('groomOnly'), set('total')]).tipBase).toBe('total');
  });

  it('TIP-BASE: the form and the server refuse a base that is neither', () => {
    expect(updateTipBaseSchema.safeParse({ tipBase: 'groomOnly' }).success).toBe(true);
    const refused = updateTipBaseSchema.safeParse({ tipBase: 'groom' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Choose the whole total or the groom only.');
  });
});

describe('TIP-BASE checked: given the setting, when a body says its tip is a percent, then', () => {
  it.each<[string, TipBase | undefined, number | null, number, string | null]>([
    ['TIP-BASE default: 15% of the whole total $266.18 is $39.93', undefined, 15, 3993, null],
    ['TIP-BASE total: $27.00 is not 15% of the whole total', 'total', 15, 2700, 'A 15% tip is $39.93 (15% of $266.18, the whole total), not $27.00.'],
    ['TIP-BASE groom only: 15% of $180.00 is $27.00', 'groomOnly', 15, 2700, null],
    ['TIP-BASE groom only: $39.93 is not 15% of the groom only', 'groomOnly', 15, 3993, 'A 15% tip is $27.00 (15% of $180.00, the groom only), not $39.93.'],
    ['TIP-BASE: a tip that names no percent is not checked', 'groomOnly', null, 1234, null],
  ])('%s', (_name, base, percent, gratuity, then) => {
    expect(percentTipMismatch(fees, { percent, gratuity }, base)).toBe(then);
  });
});
