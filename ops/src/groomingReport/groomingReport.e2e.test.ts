import { GROOMING_REPORT_MESSAGES as M, type DomainEvent, type EstimateSavedData, type GroomingReportAnswer } from '@pawroute/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, futureDate, newEstimate, ok, streamOf } from '../appointments/commandsTestKit';
import { upload } from '../pets/testSupport';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * The grooming report through HTTP (docs/DECISIONS.md "The grooming report"): the stylist writes it for
 * a completed appointment (one event on its stream, once per report however often it is sent), the
 * customer reads it with the visible photos only, and the receipt mail carries
 * it as plain text with links to the photos in the portal (the note never becomes HTML).
 */
let s: TestServer;
let office: TestClient;
let admin: TestClient;
let stylist: TestClient;
let customer: TestClient;
let samId: number;
let casey: { userId: number; customerId: number; petId: number };

const A = (name: string) => `/api/v4/appointments/${name}`;
const WRITE = '/api/v4/groomingReport/write';
const READ = '/api/v4/groomingReport/get';
const jpeg = (shade: number) => sharp({ create: { width: 10, height: 8, channels: 3, background: { r: shade, g: 90, b: 140 } } }).jpeg().toBuffer();

async function outbox(): Promise<{ to: string; subject: string; text: string; html?: string | null }[]> {
  return ok('outbox', await admin.get<{ messages: { to: string; subject: string; text: string; html?: string | null }[] }>('/api/v4/dev/outbox', { query: { limit: 500 } })).messages;
}

/** Casey's appointment with Sam, started by the stylist, with a hidden before photo and a visible after photo. */
async function started(n: number): Promise<{ appointmentId: number; due: number; after: string; before: string }> {
  const estimateId = await newEstimate(office, casey.userId, casey.petId);
  const made = ok('create', await office.post<{ newAppointmentId: number }>(A('create'), { estimateId, employeeId: samId, appointmentDate: futureDate(n).spec, startTime: '9:00 AM', endTime: '10:30 AM' }));
  const appointmentId = made.newAppointmentId;
  ok('start', await stylist.post(A('start'), { appointmentId }));
  const before = ok('before', await upload(stylist, A('uploadPicture'), { appointmentId, visibleToCustomer: 'false' }, { bytes: await jpeg(n * 10), name: 'before.jpg', type: 'image/jpeg' })).name as string;
  const after = ok('after', await upload(stylist, A('uploadPicture'), { appointmentId, visibleToCustomer: 'true' }, { bytes: await jpeg(n * 10 + 5), name: 'after.jpg', type: 'image/jpeg' })).name as string;
  const saved = (await streamOf(s, `Estimate-${estimateId}`)).filter((e) => e.type === 'EstimateSaved').at(-1) as DomainEvent<'EstimateSaved', EstimateSavedData>;
  return { appointmentId, due: saved.data.figures.feeTotal, after, before };
}
const complete = async (appointmentId: number, due: number) =>
  ok('complete', await stylist.post<{ transactionId: number }>(A('complete'), { appointmentId, isCustomerAbsent: true, transaction: { cashAmount: due } }));

beforeAll(async () => {
  s = await startTestServer();
  [office, admin, stylist, customer] = await Promise.all([s.loginAs('office'), s.loginAs('admin'), s.loginAs('stylist'), s.loginAs('customer')]);
  samId = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
  const session = ok('session', await customer.get<{ user: { ID: number; customerId: number } }>('/api/v4/entrance/check-session-user')).user;
  const pets = ok('pets', await customer.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: session.customerId } }));
  casey = { userId: session.ID, customerId: session.customerId, petId: pets.pets[0]!.ID };
}, 180_000);
afterAll(async () => {
  await s?.close();
});

describe('the grooming report', () => {
  it('refused before the completion, then written once with the visible photos; the customer reads it, nobody signed out can', async () => {
    const { appointmentId, due, after, before } = await started(2);
    const body = { appointmentId, note: 'Teddy bear face, <b>1/2 inch</b> body. Loved the bath!', nextSuggestedDate: futureDate(44).spec };
    await expectRefused(s, () => stylist.post(WRITE, body), 409, M.notCompleted);
    await complete(appointmentId, due);
    await expectRefused(s, () => stylist.post(WRITE, { appointmentId, note: '', nextSuggestedDate: '01-01-2020' }), 400, M.nextDateInPast);
    await expectRefused(s, () => stylist.post(WRITE, { appointmentId, nextSuggestedDate: '31-31-2027' }), 400, M.nextDateInvalid);
    await expectRefused(s, () => customer.post(WRITE, body), 403);

    const headers = { headers: { 'Idempotency-Key': `report-${appointmentId}` } };
    expect(ok('write', await stylist.post<{ photos: number }>(WRITE, body, headers)).photos).toBe(1);
    // Sent again (the outbox replays it), and again under a new key: still one report.
    ok('write again', await stylist.post(WRITE, body, headers));
    ok('write same', await stylist.post(WRITE, body));
    expect((await streamOf(s, `Appointment-${appointmentId}`)).filter((e) => e.type === 'GroomingReportWritten')).toHaveLength(1);

    await s.settle();
    const seen = ok('get', await customer.get<GroomingReportAnswer>(READ, { query: { appointmentId } })).report;
    expect(seen).toMatchObject({ appointmentId, note: body.note, nextSuggestedDate: body.nextSuggestedDate, photos: [after] });
    expect(seen?.photos).not.toContain(before);
    // Staff see every photo of the report; nobody signed out sees anything.
    expect(ok('office get', await office.get<GroomingReportAnswer>(READ, { query: { appointmentId } })).report?.photos).toEqual([after]);
    expect((await s.client().get(READ, { query: { appointmentId } })).status).toBe(401);
  });

  it('the receipt mail carries it as plain text, with links to the photos in the portal', async () => {
    const { appointmentId, due, after } = await started(3);
    await complete(appointmentId, due);
    ok('write', await stylist.post(WRITE, { appointmentId, note: 'Line one\nline <i>two</i>', nextSuggestedDate: futureDate(45).spec }));
    ok('sendReceipt', await stylist.post('/api/v4/transactions/sendReceipt', { appointmentId, method: 'email', value: 'report.receipt@example.com' }));
    const mail = (await outbox()).find((m) => m.to === 'report.receipt@example.com');
    expect(mail?.text).toContain('Grooming report');
    expect(mail?.text).toContain('Note from your groomer: Line one line <i>two</i>');
    expect(mail?.text).toContain(`Next suggested groom: ${futureDate(45).spec}`);
    expect(mail?.text).toContain(`/dashboard/appointments/history?photos=${appointmentId}&photo=${after.slice(0, 16)}`);
    expect(mail?.html ?? null).toBeNull();
  });
});
