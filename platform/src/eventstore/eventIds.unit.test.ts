import { describe, expect, it } from 'vitest';
import { eventIdFor, newEventId } from './eventIds';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('eventIdFor', () => {
  it('is a version 5, RFC-variant UUID', () => {
    const id = eventIdFor('key-1', 'Customer-42', 0);
    expect(id).toMatch(UUID);
    expect(id[14]).toBe('5');
    expect('89ab').toContain(id[19]);
  });

  it('is the same for the same key, stream and index, and differs when any of them changes', () => {
    const id = eventIdFor('key-1', 'Customer-42', 0);
    expect(eventIdFor('key-1', 'Customer-42', 0)).toBe(id);
    const others = [
      eventIdFor('key-2', 'Customer-42', 0),
      eventIdFor('key-1', 'Customer-43', 0),
      eventIdFor('key-1', 'Customer-42', 1),
      // Joining the parts naively would make these two collide.
      eventIdFor('key-1C', 'ustomer-42', 0),
    ];
    expect(new Set([id, ...others]).size).toBe(5);
  });

  it('newEventId gives fresh random UUIDs', () => {
    expect(newEventId()).toMatch(UUID);
    expect(newEventId()).not.toBe(newEventId());
  });
});
