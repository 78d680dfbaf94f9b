import { describe, expect, it } from 'vitest';
import { UPCASTER_INDEX } from '../registry/upcasters';
import { needsStreamStart, upcastData, type StoredEventView } from '../shared/upcasters';
import { SAMPLE_EVENT_DATA } from '../testing/sampleEvents';

const stored = (stream: string, type: string, data: unknown): StoredEventView => ({ stream, type, data, metadata: {} });
const created = stored('Customer-3', 'CustomerCreated', SAMPLE_EVENT_DATA.CustomerCreated);

describe('CustomerAcceptedPolicies without ids', () => {
  const broken = stored('Customer-3', 'CustomerAcceptedPolicies', { acceptedAt: '2024-05-01T15:00:00.000Z' });

  it('gets the customer id from the stream name and the user id from CustomerCreated', () => {
    expect(needsStreamStart(UPCASTER_INDEX, broken)).toBe(true);
    expect(upcastData(UPCASTER_INDEX, broken, created)).toEqual({ customerId: 3, userId: 7, acceptedAt: '2024-05-01T15:00:00.000Z' });
  });

  it('leaves a correct event untouched and needs no lookup for it', () => {
    const good = stored('Customer-3', 'CustomerAcceptedPolicies', SAMPLE_EVENT_DATA.CustomerAcceptedPolicies);
    expect(needsStreamStart(UPCASTER_INDEX, good)).toBe(false);
    expect(upcastData(UPCASTER_INDEX, good, null)).toBe(good.data);
  });

  it('repairs what it can when the stream does not start with CustomerCreated', () => {
    expect(upcastData(UPCASTER_INDEX, broken, stored('Customer-3', 'CustomerTripChargeChanged', {}))).toEqual({
      customerId: 3,
      acceptedAt: '2024-05-01T15:00:00.000Z',
    });
  });

  it('leaves other event types alone', () => {
    const other = stored('Customer-3', 'CustomerDetailsUpdated', { anything: 1 });
    expect(needsStreamStart(UPCASTER_INDEX, other)).toBe(false);
    expect(upcastData(UPCASTER_INDEX, other, null)).toBe(other.data);
  });
});
