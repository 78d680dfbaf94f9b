import { describe, expect, it } from 'vitest';
import { NAVIGATION_GRACE_MS, toastsLeftBehind } from './toastsFollowThePage';

describe('success toasts follow the page they were raised on', () => {
  const seenAt = new Map<string | number, number>([
    ['saved-address', 1_000],
    ['completed', 9_500],
    ['failed', 1_000],
    ['queued', 1_000],
  ]);
  const toasts = [
    { id: 'saved-address', type: 'success' },
    { id: 'completed', type: 'success' },
    { id: 'failed', type: 'error' },
    { id: 'queued', type: 'info' },
    { id: 'just-raised', type: 'success' },
  ];

  it('a success toast raised earlier goes with its page; one raised as the move happened goes along', () => {
    expect(toastsLeftBehind(toasts, seenAt, 9_500 + NAVIGATION_GRACE_MS)).toEqual(['saved-address']);
    expect(toastsLeftBehind(toasts, seenAt, 9_501 + NAVIGATION_GRACE_MS)).toEqual(['saved-address', 'completed']);
  });

  it('errors and info stay, and a toast not seen yet (raised in the same moment) stays', () => {
    expect(toastsLeftBehind([{ id: 'failed', type: 'error' }, { id: 'queued', type: 'info' }, { id: 'just-raised', type: 'success' }], seenAt, 60_000)).toEqual([]);
  });
});
