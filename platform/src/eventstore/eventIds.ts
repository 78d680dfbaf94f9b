import { createHash, randomUUID } from 'node:crypto';

// Fixed namespace for Pawroute's name-based event ids (itself a random v4 UUID, chosen once).
const NAMESPACE = Buffer.from('6f1b7c2e4d8a4b0f9e3c5a7d1b2f8e64', 'hex');

/**
 * The id of the `index`-th event a command with `idempotencyKey` appends to `stream`: the same inputs
 * always give the same id, so a retried command writes nothing (both adapters dedupe by event id).
 * UUID version 5 (RFC 9562: SHA-1 of namespace + name).
 */
export function eventIdFor(idempotencyKey: string, stream: string, index: number): string {
  // NUL cannot occur in the parts, so distinct (key, stream, index) triples give distinct names.
  const name = `${idempotencyKey}\u0000${stream}\u0000${index}`;
  const hash = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A random id, for events with no idempotency key. */
export function newEventId(): string {
  return randomUUID();
}
