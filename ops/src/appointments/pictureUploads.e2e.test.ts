import { PET_MESSAGES, appointmentStream } from '@pawroute/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bombPng, upload } from '../pets/testSupport';
import type { TestClient } from '../testing';
import { expectRefused, futureDate, newCustomer, newEstimate, ok, startCommandsWorld, streamOf, type CommandsWorld } from './commandsTestKit';

/**
 * Photos from the stylist's phone (part 1 §5 "images only, max 5MB"; docs/OFFLINE.md): hostile uploads
 * are refused with a message and a 4xx writing nothing, a queued upload replayed with its
 * Idempotency-Key lands once, and a customer sees only the visible pictures of their own appointments.
 */
let w: CommandsWorld;

beforeAll(async () => {
  w = await startCommandsWorld();
}, 180_000);
afterAll(async () => {
  await w?.server.close();
});

const URL_UPLOAD = '/api/v4/appointments/uploadPicture';
const jpeg = (shade: number) => sharp({ create: { width: 8, height: 6, channels: 3, background: { r: shade, g: 120, b: 90 } } }).jpeg().toBuffer();

async function book(day: number): Promise<number> {
  const estimateId = await newEstimate(w.office, w.customerUserId, w.biscuitId);
  const created = ok('create', await w.office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId, employeeId: w.samId, appointmentDate: futureDate(day, 1).spec, startTime: '9:00 AM', endTime: '10:00 AM',
  }));
  return created.newAppointmentId;
}
const send = (client: TestClient, appointmentId: number, file: { bytes: Buffer; name: string; type?: string }, visibleToCustomer = 'true', headers: Record<string, string> = {}) =>
  upload(client, URL_UPLOAD, { appointmentId, visibleToCustomer }, file, headers);

describe("photos from the stylist's phone", () => {
  it('refuses a huge file, a non-image, a decompression bomb and a path-traversal name, with a message and nothing written', async () => {
    const appointmentId = await book(1);
    const photo = await jpeg(10);
    // 25 MB: the limit is named in the message.
    await expectRefused(w.server, () => send(w.stylist, appointmentId, { bytes: Buffer.alloc(25 * 1024 * 1024, 0xff), name: 'huge.jpg', type: 'image/jpeg' }), 400, PET_MESSAGES.tooLarge);
    expect(PET_MESSAGES.tooLarge).toContain('5 MB');
    // Text named .jpg and typed image/jpeg: the content decides.
    await expectRefused(w.server, () => send(w.stylist, appointmentId, { bytes: Buffer.from('just some words, not a picture\n'), name: 'groom.jpg', type: 'image/jpeg' }), 400, PET_MESSAGES.notAnImage);
    // 50000×50000 declared in a tiny PNG.
    const bomb = bombPng(50_000, 50_000);
    expect(bomb.length).toBeLessThan(2000);
    await expectRefused(w.server, () => send(w.stylist, appointmentId, { bytes: bomb, name: 'bomb.png', type: 'image/png' }), 400, PET_MESSAGES.tooManyPixels);
    // A real image under a hostile name.
    for (const name of ['../../etc/passwd.jpg', '..\\..\\boot.ini.jpg', '..', 'a\u0000b.jpg']) {
      await expectRefused(w.server, () => send(w.stylist, appointmentId, { bytes: photo, name, type: 'image/jpeg' }), 400, PET_MESSAGES.badFileName);
    }
    expect((await streamOf(w.server, appointmentStream(appointmentId))).some((e) => e.type === 'AppointmentPictureUploaded')).toBe(false);
    // The same photo under a plain name is taken, and stored under our name, not the sender's.
    const taken = await send(w.stylist, appointmentId, { bytes: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(String(taken.body.name)).toMatch(/^[0-9a-f]{64}\.jpg$/);
  });

  it('a queued photo sent twice with its Idempotency-Key lands once', async () => {
    const appointmentId = await book(2);
    const headers = { 'Idempotency-Key': `photo-${appointmentId}-before` };
    const file = { bytes: await jpeg(30), name: 'before.jpg', type: 'image/jpeg' };
    const first = await send(w.stylist, appointmentId, file, 'true', headers);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await send(w.stylist, appointmentId, file, 'true', headers);
    expect(again.status).toBe(200);
    expect(again.body.name).toBe(first.body.name);
    const uploads = (await streamOf(w.server, appointmentStream(appointmentId))).filter((e) => e.type === 'AppointmentPictureUploaded');
    expect(uploads).toHaveLength(1);
  });

  it('the customer sees the visible photos of their own appointment only', async () => {
    const appointmentId = await book(3);
    const visible = ok('visible', await send(w.stylist, appointmentId, { bytes: await jpeg(60), name: 'after.jpg', type: 'image/jpeg' }, 'true'));
    const hidden = ok('hidden', await send(w.stylist, appointmentId, { bytes: await jpeg(90), name: 'before.jpg', type: 'image/jpeg' }, 'false'));
    await w.server.settle();
    const paths = ok('paths', await w.customer.get<{ rows: { name: string; visibleToCustomer: boolean }[] }>('/api/v4/appointments/getPicturePaths', { query: { appointmentId } }));
    expect(paths.rows).toEqual([{ name: visible.name, visibleToCustomer: true }]);
    expect((await w.customer.get('/api/v4/appointments/getPicture', { query: { appointmentId, fileName: String(visible.name) } })).status).toBe(200);
    expect((await w.customer.get('/api/v4/appointments/getPicture', { query: { appointmentId, fileName: String(hidden.name) } })).status).toBe(404);
    // Staff see both.
    const staff = ok('staff paths', await w.office.get<{ rows: unknown[] }>('/api/v4/appointments/getPicturePaths', { query: { appointmentId } }));
    expect(staff.rows).toHaveLength(2);

    // Someone else's appointment with a visible photo: not Casey's to see.
    const other = await newCustomer(w.office, 'pat.photos@example.com', '214-555-0177');
    const estimateId = await newEstimate(w.office, other.userId, other.petId);
    const theirs = ok('create', await w.office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
      estimateId, employeeId: w.samId, appointmentDate: futureDate(3, 2).spec, startTime: '9:00 AM', endTime: '10:00 AM',
    })).newAppointmentId;
    const theirPhoto = ok('theirs', await send(w.stylist, theirs, { bytes: await jpeg(120), name: 'after.jpg', type: 'image/jpeg' }, 'true'));
    await w.server.settle();
    expect((await w.customer.get('/api/v4/appointments/getPicturePaths', { query: { appointmentId: theirs } })).status).toBeGreaterThanOrEqual(403);
    expect((await w.customer.get('/api/v4/appointments/getPicture', { query: { appointmentId: theirs, fileName: String(theirPhoto.name) } })).status).toBeGreaterThanOrEqual(403);
  });
});
