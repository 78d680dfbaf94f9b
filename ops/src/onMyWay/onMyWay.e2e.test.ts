import { MESSAGE_KIND_REGISTRY, type DomainEvent } from '@pawroute/domain';
import { readSmsOutbox } from '@pawroute/platform';
import { FAKE_SMS_NUMBER, startFakeSmsProvider, type FakeSmsProvider } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';
import { futureDate, newCustomer, newEstimate, ok, streamOf } from '../appointments/commandsTestKit';

/**
 * On my way (docs/TEXTS.md "On my way"): En Route with the customer told sends the onMyWay template's
 * mail and text from the event, once, with the ETA in the business's h:mm AM/PM (never "(18:00)").
 */
let s: TestServer;
let provider: FakeSmsProvider;
let office: TestClient;
let stylist: TestClient;
let samId: number;

beforeAll(async () => {
  provider = await startFakeSmsProvider();
  s = await startTestServer({
    config: { businessName: 'Suds on Wheels', publicUrl: 'https://groom.example.com', sms: { url: provider.url, user: 'AC-test', token: 'sms-test-auth-token', from: FAKE_SMS_NUMBER } },
  });
  const admin = await s.loginAs('admin');
  [office, stylist] = await Promise.all([s.loginAs('office'), s.loginAs('stylist')]);
  samId = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
  // The business chose to tell by text as well as mail.
  ok('template', await admin.post('/api/v4/messageTemplates/save', { kind: 'onMyWay', ...MESSAGE_KIND_REGISTRY.onMyWay.defaults, channels: 'both' }));
}, 180_000);
afterAll(async () => {
  await s?.close();
  await provider?.close();
});

describe('on my way with the ETA', () => {
  it('En Route tells the customer once by mail and text, the first stop\u2019s ETA its start in h:mm AM/PM; the text is TextSent kind onMyWay', async () => {
    const pat = await newCustomer(office, 'on.my.way@example.com', '214-555-0801');
    const created = ok('create', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
      estimateId: await newEstimate(office, pat.userId, pat.petId), employeeId: samId, appointmentDate: futureDate(0, 2).spec, startTime: '3:30 PM', endTime: '5:00 PM',
    }));
    const appointmentId = created.newAppointmentId;
    ok('notify', await stylist.post('/api/v4/appointments/notifyOnTheWay', { appointmentId }));
    ok('notify again', await stylist.post('/api/v4/appointments/notifyOnTheWay', { appointmentId }));

    const key = `EnRoute-Appointment-${appointmentId}`;
    const texts = await vi.waitFor(async () => {
      const found = (await readSmsOutbox(s.services.db)).filter((t) => t.dedupeKey === key);
      expect(found).toHaveLength(1);
      return found;
    }, { timeout: 30_000, interval: 100 });
    expect(texts[0]!.to).toBe('12145550801');
    // The provider's outbox row comes first, then the conversation's TextSent: wait for the record too.
    const sent = await vi.waitFor(async () => {
      const events = (await streamOf(s, `Conversation-${pat.customerId}`)).filter((e: DomainEvent) => e.type === 'TextSent');
      expect(events).toMatchObject([{ data: { kind: 'onMyWay', appointmentId, messageId: key } }]);
      return events;
    }, { timeout: 30_000, interval: 100 });
    const body = (sent[0]!.data as { body: string }).body;
    expect(body).toContain('should arrive at about 3:30 PM');
    expect(body).not.toMatch(/\b15:30\b/);

    const { rows: mails } = await s.services.db.query<{ subject: string }>(`SELECT subject FROM mail_outbox WHERE dedupe_key = $1`, [key]);
    expect(mails.map((m) => m.subject)).toEqual(['Your Suds on Wheels stylist is on the way']);
    expect((await streamOf(s, `Appointment-${appointmentId}`)).filter((e) => e.type === 'AppointmentStylistEnRoute')).toHaveLength(1);
  });
});
