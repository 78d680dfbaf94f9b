import { PET_MESSAGES, VACCINATION_MESSAGES as M, petVaccinationsStream } from '@pawroute/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, newCustomer, ok, streamOf } from '../appointments/commandsTestKit';
import { bombPng, getBytes, upload } from '../pets/testSupport';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * A vaccination record's certificate picture through HTTP (docs/RULES.md VAC-VALID note): uploaded by
 * the office or the pet's own customer with the pictures' checks (a huge file, a non-image, a
 * decompression bomb and a path-traversal name refused with a message, nothing written), stored under
 * its hash, kept by an edit of the dates, and served only to staff who view customers and the pet's own
 * customer, on the read and the write alike.
 */
let server: TestServer;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let biscuitId: number;
let other: { userId: number; customerId: number; petId: number };

const UPLOAD = '/api/v4/vaccinations/uploadCertificate';
const READ = '/api/v4/vaccinations/getCertificate';
const jpeg = (shade: number) => sharp({ create: { width: 12, height: 9, channels: 3, background: { r: shade, g: 200, b: 90 } } }).jpeg().toBuffer();

beforeAll(async () => {
  server = await startTestServer();
  [office, stylist, customer] = await Promise.all([server.loginAs('office'), server.loginAs('stylist'), server.loginAs('customer')]);
  const session = ok('session', await customer.get<{ user: { customerId: number } }>('/api/v4/entrance/check-session-user')).user;
  biscuitId = ok('pets', await customer.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: session.customerId } })).pets[0]!.ID;
  other = await newCustomer(office, 'other.certificates@example.com');
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const record = async (petId: number) =>
  ok('record', await office.post<{ recordId: number }>('/api/v4/vaccinations/record', { petId, vaccineId: 1, givenOn: '01-10-2026', expiresOn: '01-10-2099' })).recordId;
const certificateOf = async (client: TestClient, petId: number, recordId: number) =>
  ok('findByPet', await client.get<{ vaccinations: { recordId: number; certificate: string | null; givenOn: string }[] }>('/api/v4/vaccinations/findByPet', { query: { petId } })).vaccinations.find(
    (v) => v.recordId === recordId,
  );

describe("a vaccination's certificate picture", () => {
  it('refuses a huge file, a non-image, a decompression bomb and a path-traversal name, with a message and nothing written', async () => {
    const recordId = await record(biscuitId);
    const send = (file: { bytes: Buffer; name: string; type?: string }) => upload(office, UPLOAD, { petId: biscuitId, recordId }, file);
    await expectRefused(server, () => send({ bytes: Buffer.alloc(25 * 1024 * 1024, 0xff), name: 'huge.jpg', type: 'image/jpeg' }), 400, PET_MESSAGES.tooLarge);
    await expectRefused(server, () => send({ bytes: Buffer.from('%PDF-1.4 not a picture\n'), name: 'rabies.jpg', type: 'image/jpeg' }), 400, PET_MESSAGES.notAnImage);
    await expectRefused(server, () => send({ bytes: bombPng(50_000, 50_000), name: 'bomb.png', type: 'image/png' }), 400, PET_MESSAGES.tooManyPixels);
    const photo = await jpeg(30);
    for (const name of ['../../etc/passwd.jpg', '..\\..\\boot.ini.jpg', '..', 'a\u0000b.jpg']) {
      await expectRefused(server, () => send({ bytes: photo, name, type: 'image/jpeg' }), 400, PET_MESSAGES.badFileName);
    }
    // No file at all, and an unknown record: a message, never a 500.
    await expectRefused(server, () => upload(office, UPLOAD, { petId: biscuitId, recordId }, null), 400, PET_MESSAGES.pictureRequired);
    await expectRefused(server, () => upload(office, UPLOAD, { petId: biscuitId, recordId: 9999 }, { bytes: photo, name: 'c.jpg', type: 'image/jpeg' }), 404, M.recordNotFound);
    expect((await certificateOf(office, biscuitId, recordId))?.certificate).toBeNull();
  });

  it('the office uploads it once per picture, an edit keeps it, and staff and the owner see it', async () => {
    const recordId = await record(biscuitId);
    const photo = await jpeg(60);
    const headers = { 'Idempotency-Key': `certificate-${recordId}` };
    const taken = await upload(office, UPLOAD, { petId: biscuitId, recordId }, { bytes: photo, name: 'IMG_2001.jpg', type: 'image/jpeg' }, headers);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const certificate = String(taken.body.certificate);
    expect(certificate).toMatch(/^[0-9a-f]{64}\.jpg$/);
    // The same request again (the phone retried) and the same picture under a new key: one record event.
    expect((await upload(office, UPLOAD, { petId: biscuitId, recordId }, { bytes: photo, name: 'IMG_2001.jpg', type: 'image/jpeg' }, headers)).status).toBe(200);
    expect((await upload(office, UPLOAD, { petId: biscuitId, recordId }, { bytes: photo, name: 'IMG_2001.jpg', type: 'image/jpeg' })).status).toBe(200);
    const withIt = (await streamOf(server, petVaccinationsStream(biscuitId))).filter((e) => e.type === 'VaccinationRecorded' && (e.data as { certificate: string | null }).certificate === certificate);
    expect(withIt).toHaveLength(1);

    // An edit of the dates keeps the picture.
    ok('edit', await office.post('/api/v4/vaccinations/record', { petId: biscuitId, recordId, vaccineId: 1, givenOn: '02-10-2026', expiresOn: '02-10-2099' }));
    expect(await certificateOf(office, biscuitId, recordId)).toMatchObject({ givenOn: '02-10-2026', certificate });

    for (const client of [office, stylist, customer]) {
      const read = await getBytes(client, READ, { petId: biscuitId, recordId });
      expect([read.status, read.type]).toEqual([200, 'image/jpeg']);
      expect(read.bytes.equals(photo)).toBe(true);
    }
    expect((await certificateOf(customer, biscuitId, recordId))?.certificate).toBe(certificate);
  });

  it("another customer's pet: the customer may neither upload nor read its certificate", async () => {
    const recordId = await record(other.petId);
    const photo = await jpeg(90);
    ok('office upload', await upload(office, UPLOAD, { petId: other.petId, recordId }, { bytes: photo, name: 'c.jpg', type: 'image/jpeg' }));
    const before = (await certificateOf(office, other.petId, recordId))?.certificate;
    const another = await jpeg(91);
    await expectRefused(server, () => upload(customer, UPLOAD, { petId: other.petId, recordId }, { bytes: another, name: 'c.jpg', type: 'image/jpeg' }), 404, M.petNotFound);
    expect((await certificateOf(office, other.petId, recordId))?.certificate).toBe(before);
    expect((await getBytes(customer, READ, { petId: other.petId, recordId })).status).toBe(403);
    // A record with no picture: not found, with the message.
    const bare = await record(biscuitId);
    const none = await office.get<{ message: string }>(READ, { query: { petId: biscuitId, recordId: bare } });
    expect([none.status, none.body.message]).toEqual([404, M.certificateNotFound]);
  });
});
