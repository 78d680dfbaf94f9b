import { CONFIRMATION_MESSAGES, nextBusinessDays, type ConfirmationBoard } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpTestServer, startTestServer, type SmtpTestServer, type TestClient, type TestServer } from '../testing';
import { expectRefused, newCustomer, newEstimate, ok, streamOf } from './commandsTestKit';

/**
 * the confirmation board over real HTTP with mail through a real SMTP server in this process:
 * GET appointments/getConfirmations and POST appointments/sendConfirmation need ViewAllAppointments
 * (a stylist and a customer are refused); the scheduling mail and each Send are recorded as sent; the
 * mail's image records it opened; its link records it opened and confirms it.
 */
let s: TestServer;
let smtp: SmtpTestServer;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let officeUserId: number;
let samId: number;

const EMAIL = 'board.api@example.com';
const BOARD = '/api/v4/appointments/getConfirmations';
const SEND = '/api/v4/appointments/sendConfirmation';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const spec = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
const tokenOf = (path: string) => new URLSearchParams(path.split('?')[1]).get('token')!;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  s = await startTestServer({ config: { smtpUrl: smtp.url } });
  [office, stylist, customer] = await Promise.all([s.loginAs('office'), s.loginAs('stylist'), s.loginAs('customer')]);
  officeUserId = ok('session', await office.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
  samId = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
}, 180_000);
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});

const board = async (onlyUnconfirmed = false) => {
  await s.settle();
  return ok('board', await office.get<ConfirmationBoard>(BOARD, { query: { onlyUnconfirmed: String(onlyUnconfirmed) } }));
};

describe('the confirmation board', () => {
  it('refuses a stylist and a customer, reading and sending', async () => {
    for (const who of [stylist, customer]) {
      expect((await who.get(BOARD)).status).toBe(403);
      await expectRefused(s, () => who.post(SEND, { appointmentId: 1 }), 403);
    }
    await expectRefused(s, () => office.post(SEND, { appointmentId: 'x' }), 400);
    await expectRefused(s, () => office.post(SEND, { appointmentId: 987_654 }), 404);
  });

  it("records the scheduling mail and each Send; the mail's image and its link record it opened; the link confirms it", async () => {
    const days = nextBusinessDays(today());
    expect((await board()).days).toEqual(days);
    expect((await board()).timeZone).toBe('America/Chicago');
    // The demo stylist works Monday to Friday: the first such day on the board.
    const day = days.find((d) => [1, 2, 3, 4, 5].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))!;
    const pat = await newCustomer(office, EMAIL);
    const created = ok('create', await office.post<{ newAppointmentId: number; status: string }>('/api/v4/appointments/create', {
      estimateId: await newEstimate(office, pat.userId, pat.petId), employeeId: samId, appointmentDate: spec(day), startTime: '3:00 PM', endTime: '4:30 PM',
    }));
    expect(created.status).toBe('scheduled');
    const appointmentId = created.newAppointmentId;
    const stream = `Appointment-${appointmentId}`;

    // The scheduling command mailed the link by itself: recorded as sent by nobody.
    const first = await smtp.waitFor((m) => m.to.includes(EMAIL) && m.subject === 'Please confirm your Pawroute appointment');
    await s.reactionsSettled(); // the record is written after the mail, by the side effects reactor
    expect((await streamOf(s, stream)).filter((e) => e.type === 'AppointmentConfirmationSent')).toEqual([
      { type: 'AppointmentConfirmationSent', data: expect.objectContaining({ appointmentId, emailAddress: EMAIL, appointmentDate: day, startTime: '15:00', sentByUserId: null, resend: false }) },
    ]);
    let row = (await board()).rows.find((r) => r.appointment.ID === appointmentId)!;
    expect(row).toMatchObject({ state: 'sent', sentTo: EMAIL, sendCount: 1, openedAt: null });

    // Resend: a second mail with its own link, recorded with who sent it.
    const resent = ok('send', await office.post<{ resend: boolean; message: string; emailAddress: string }>(SEND, { appointmentId }));
    expect(resent).toMatchObject({ resend: true, message: CONFIRMATION_MESSAGES.resent, emailAddress: EMAIL });
    await smtp.waitFor((m) => m.to.includes(EMAIL) && m.subject === 'Please confirm your Pawroute appointment' && m !== first);
    expect(smtp.to(EMAIL).filter((m) => m.subject === 'Please confirm your Pawroute appointment')).toHaveLength(2);
    expect((await streamOf(s, stream)).at(-1)).toMatchObject({ type: 'AppointmentConfirmationSent', data: { sentByUserId: officeUserId, resend: true } });
    row = (await board(true)).rows.find((r) => r.appointment.ID === appointmentId)!;
    expect(row).toMatchObject({ state: 'sent', sendCount: 2 });

    // The mail program loads the mail's image: opened (once), the link not spent.
    const image = /src="([^"]*confirmationImage[^"]*)"/.exec(first.html ?? '')![1]!.replace(/&amp;/g, '&');
    const path = image.slice(image.indexOf('/api/'));
    for (let i = 0; i < 2; i += 1) {
      const loaded = await fetch(new URL(path, s.url));
      expect(loaded.status).toBe(200);
      expect(loaded.headers.get('content-type')).toBe('image/gif');
    }
    expect((await streamOf(s, stream)).filter((e) => e.type === 'AppointmentConfirmationOpened')).toEqual([
      { type: 'AppointmentConfirmationOpened', data: expect.objectContaining({ appointmentId, via: 'mail' }) },
    ]);
    expect((await board()).rows.find((r) => r.appointment.ID === appointmentId)).toMatchObject({ state: 'opened' });
    // Any other token: the same image, nothing written.
    const before = (await streamOf(s, stream)).length;
    expect((await fetch(new URL(`/api/v4/entrance/confirmationImage?token=${'C'.repeat(43)}`, s.url))).status).toBe(200);
    expect((await streamOf(s, stream)).length).toBe(before);

    // The first mail's link still works: confirmed, and off the unconfirmed list.
    const token = tokenOf(linkIn(first, '/appointmentConfirmation'));
    ok('confirm', await s.client().get('/api/v4/entrance/confirmAppointment', { query: { token } }));
    expect((await board()).rows.find((r) => r.appointment.ID === appointmentId)).toMatchObject({ state: 'confirmed' });
    expect((await board(true)).rows.some((r) => r.appointment.ID === appointmentId)).toBe(false);

    // Nothing left to ask: refused, nothing mailed or written.
    await expectRefused(s, () => office.post(SEND, { appointmentId }), 409, CONFIRMATION_MESSAGES.alreadyConfirmed);
    expect(smtp.to(EMAIL).filter((m) => m.subject === 'Please confirm your Pawroute appointment')).toHaveLength(2);
  });

  it('moving it twice mails one message per change, each saying the new time and that the earlier time is cancelled', async () => {
    const email = 'board.moves@example.com';
    // A weekday after today (every time still ahead), and times apart from the test above's 3:00 PM.
    const day = nextBusinessDays(today()).find((d) => d > today() && [1, 2, 3, 4, 5].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))!;
    const pat = await newCustomer(office, email);
    const created = ok('create', await office.post<{ newAppointmentId: number; status: string }>('/api/v4/appointments/create', {
      estimateId: await newEstimate(office, pat.userId, pat.petId), employeeId: samId, appointmentDate: spec(day), startTime: '8:00 AM', endTime: '9:30 AM',
    }));
    expect(created.status).toBe('scheduled');
    const appointmentId = created.newAppointmentId;
    const confirmations = () => smtp.to(email).filter((m) => m.subject === 'Please confirm your Pawroute appointment');
    const moveTo = async (startTime: string, endTime: string, count: number) => {
      ok('update', await office.post('/api/v4/appointments/update', { appointmentId, employeeId: samId, appointmentDate: spec(day), startTime, endTime }));
      await smtp.waitFor(() => confirmations().length >= count);
      await s.reactionsSettled();
    };
    await smtp.waitFor(() => confirmations().length >= 1);
    await s.reactionsSettled();
    await moveTo('10:00 AM', '11:30 AM', 2);
    await moveTo('12:00 PM', '1:30 PM', 3);
    // Saved again at the same time: no change of time, no mail.
    ok('update', await office.post('/api/v4/appointments/update', { appointmentId, employeeId: samId, appointmentDate: spec(day), startTime: '12:00 PM', endTime: '1:30 PM' }));
    await s.reactionsSettled();
    const mails = confirmations();
    expect(mails).toHaveLength(3);
    const when = (time: string) => `${spec(day)} at ${time}`;
    expect(mails[0]!.text).toContain(`scheduled for ${when('8:00 AM')}`);
    expect(mails[0]!.text).not.toContain('cancelled');
    expect(mails[1]!.text).toContain(`The new time is ${when('10:00 AM')}`);
    expect(mails[1]!.text).toContain(`The earlier time, ${when('8:00 AM')}, is cancelled.`);
    expect(mails[2]!.text).toContain(`The new time is ${when('12:00 PM')}`);
    expect(mails[2]!.text).toContain(`The earlier time, ${when('10:00 AM')}, is cancelled.`);
    // Back to the first time: a change again, mailed again (the earlier 12:00 PM cancelled).
    await moveTo('8:00 AM', '9:30 AM', 4);
    expect(confirmations()).toHaveLength(4);
    expect(confirmations()[3]!.text).toContain(`The earlier time, ${when('12:00 PM')}, is cancelled.`);
  });

  it('refuses to mail an appointment that cannot be confirmed by its link', async () => {
    const pat = await newCustomer(office, 'board.waiting@example.com');
    const { newAppointmentId } = ok('create', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
      estimateId: await newEstimate(office, pat.userId, pat.petId), addToWaitingList: true,
    }));
    await expectRefused(s, () => office.post(SEND, { appointmentId: newAppointmentId }), 409, CONFIRMATION_MESSAGES.notScheduled);
  });
});
