import { describe, expect, it } from 'vitest';
import { NAVIGATION_GRACE_MS, toastsLeftBehind, type SeenToast } from './toastsFollowThePage';

describe('success toasts follow the page they were raised on (issue 28)', () => {
  const seen = new Map<string | number, SeenToast>([
    ['saved-address', { path: '/dashboard/customers/7/addresses', at: 1_000 }],
    ['completed', { path: '/appointmentCompletion/4', at: 9_500 }],
    ['failed', { path: '/dashboard/customers/7/addresses', at: 1_000 }],
    ['queued', { path: '/dashboard/customers/7/addresses', at: 1_000 }],
  ]);
  const toasts = [
    { id: 'saved-address', type: 'success' },
    { id: 'completed', type: 'success' },
    { id: 'failed', type: 'error' },
    { id: 'queued', type: 'info' },
    { id: 'just-raised', type: 'success' },
  ];

  it('a success toast raised earlier on another page goes; one raised as the move happened stays', () => {
    expect(toastsLeftBehind(toasts, seen, '/dashboard', 9_500 + NAVIGATION_GRACE_MS)).toEqual(['saved-address']);
    expect(toastsLeftBehind(toasts, seen, '/dashboard', 9_501 + NAVIGATION_GRACE_MS)).toEqual(['saved-address', 'completed']);
  });

  it('errors and info stay, a toast not seen yet stays, and a toast on its own page stays', () => {
    expect(toastsLeftBehind(toasts, seen, '/dashboard/customers/7/addresses', 60_000)).toEqual(['completed']);
    expect(toastsLeftBehind([{ id: 'failed', type: 'error' }, { id: 'just-raised', type: 'success' }], seen, '/x', 60_000)).toEqual([]);
  });
});
