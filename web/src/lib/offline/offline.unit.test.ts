import { describe, expect, it } from 'vitest';
import type { QueuedAction } from './outbox';
import { queuedEffects, withQueued } from './useQueuedEffects';

const action = (effect: QueuedAction['effect']): QueuedAction => ({
  id: Math.random().toString(36),
  label: 'x',
  method: 'POST',
  path: '/api/v4/appointments/start',
  body: { kind: 'json', value: {} },
  idempotencyKey: 'k',
  queuedAt: 0,
  effect,
});

describe('queued effects (what the stylist sees while offline)', () => {
  it.each([
    ['nothing queued', [], 'scheduled', 'scheduled'],
    ['a queued start', [{ appointmentId: 1, status: 'inProgress' }], 'scheduled', 'inProgress'],
    ['start, payment, completion', [{ appointmentId: 1, status: 'inProgress' }, { appointmentId: 1, paid: true }, { appointmentId: 1, status: 'completed' }], 'scheduled', 'completed'],
    ['another appointment’s', [{ appointmentId: 2, status: 'completed' }], 'inProgress', 'inProgress'],
    ['cancelled meanwhile stays cancelled', [{ appointmentId: 1, status: 'inProgress' }], 'cancelled', 'cancelled'],
  ] as const)('%s', (_, effects, status, shown) => {
    const byId = queuedEffects(effects.map((e) => action(e)));
    expect(withQueued({ ID: 1, status }, byId).status).toBe(shown);
  });

  it('counts the actions and remembers a payment', () => {
    const byId = queuedEffects([action({ appointmentId: 1, status: 'inProgress' }), action({ appointmentId: 1, paid: true }), action(undefined)]);
    expect(byId.get(1)).toEqual({ status: 'inProgress', paid: true, count: 2 });
  });
});
