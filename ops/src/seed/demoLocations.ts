import { randomUUID } from 'node:crypto';
import {
  addressLocationDecider,
  contactsFromUserCreated,
  contactsStream,
  emailClaimStream,
  initialContactId,
  userCreatedSchema,
  userStream,
} from '@pawroute/domain';
import { executeCommand, type EventStore, type Position } from '@pawroute/platform';

/**
 * Pins for the demo customers on the demo schedule, so `npm start` shows the stylist's day on
 * a map with drive times at once. Approximate coordinates of the demo addresses (demoUsersData), placed
 * as if by the office. Idempotent: the same pin again writes nothing, so it runs on every demo seed.
 */
export const DEMO_LOCATIONS: Readonly<Record<string, { lat: number; lng: number }>> = {
  'customer@pawroute.test': { lat: 32.8371, lng: -96.8009 }, // 4512 Mockingbird Ln, Dallas
  'emma.johnson@example.com': { lat: 32.7896, lng: -96.7897 }, // 1208 Swiss Ave, Dallas
  'liam.smith@example.com': { lat: 33.0746, lng: -96.7387 }, // 3300 Legacy Dr, Plano
  'sophia.williams@example.com': { lat: 32.9561, lng: -96.7345 }, // 801 Custer Rd, Richardson
  'noah.brown@example.com': { lat: 32.8162, lng: -96.7529 }, // 5621 Lakewood Blvd, Dallas
  'olivia.jones@example.com': { lat: 32.9302, lng: -96.6398 }, // 2109 Castle Dr, Garland
  'william.garcia@example.com': { lat: 32.8268, lng: -96.9902 }, // 940 N Belt Line Rd, Irving
};

export async function seedDemoLocations(services: { store: EventStore }, now: Date = new Date()): Promise<{ position: Position | null }> {
  const { store } = services;
  let position: Position | null = null;
  const correlationId = randomUUID();
  for (const [email, point] of Object.entries(DEMO_LOCATIONS)) {
    const [claim] = await store.readStream(emailClaimStream(email), { maxCount: 1 });
    const userId = claim ? (claim.data as { userId: number }).userId : null;
    if (userId === null) continue;
    const [created] = await store.readStream(userStream(userId), { maxCount: 1 });
    if (!created || created.type !== 'UserCreated') continue;
    const user = userCreatedSchema.parse(created.data);
    if (!user.address) continue;
    const done = await executeCommand(
      store,
      contactsStream(userId),
      addressLocationDecider(contactsFromUserCreated(user)),
      { type: 'LocateAddress', data: { userId, addressId: initialContactId(userId), ...point, source: 'office' } },
      { commandName: 'SeedDemoLocations', context: { now: now.toISOString(), actorUserId: null }, correlationId },
    );
    if (done.events.length > 0 && done.position !== null) position = done.position;
  }
  return { position };
}
