import { ANIMAL_TYPE_IDS, SEED_BREEDS } from '@pawroute/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { futureDate, newEstimate, ok } from '../appointments/commandsTestKit';
import { startSmtpTestServer, startTestServer, type ReceivedMail, type SmtpTestServer, type TestServer } from '../testing';

/**
 * every link in mail (email confirmation, appointment confirmation, feedback, password
 * reset) reaches the server people use: PAWROUTE_PUBLIC_URL, else the host and port it serves. Before,
 * every link said localhost:3000 whatever PORT was, so each one was dead.
 */
const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
const running: { s: TestServer; smtp: SmtpTestServer }[] = [];
afterAll(async () => {
  for (const { s, smtp } of running) {
    await s.close();
    await smtp.close();
  }
});

const linksOf = (mail: ReceivedMail) => [...mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);

/** Signs a customer up, books, completes and asks for a password reset; answers the four mails' links. */
async function mailedLinks(config: Record<string, unknown>, email: string): Promise<{ s: TestServer; links: Record<string, string[]> }> {
  const smtp = await startSmtpTestServer();
  const s = await startTestServer({ config: { smtpUrl: smtp.url, ...config } });
  running.push({ s, smtp });
  const [office, stylist] = await Promise.all([s.loginAs('office'), s.loginAs('stylist')]);
  const samId = ok('options', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
  const visitor = s.client();
  const made = ok('signup', await visitor.post<{ userId: number; customerId: number }>('/api/v4/entrance/signup', {
    firstName: 'Lia', lastName: 'Links', emailAddress: email, Password: 'a-good-long-password', acceptedPolicies: true,
    address: '100 Elm St', city: 'Dallas', state: 'TX', zipcode: '75201', homePhone: '214-555-0101', pets: [{ name: 'Rex', breedId: dog.id }],
  }));
  await s.settle();
  const pets = ok('pets', await office.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: made.customerId } }));
  const appointmentId = ok('create', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId: await newEstimate(office, made.userId, pets.pets[0]!.ID), employeeId: samId, appointmentDate: futureDate(1).spec, startTime: '9:00 AM', endTime: '10:30 AM',
  })).newAppointmentId;
  const waitFor = async (subject: (s: string) => boolean) => linksOf(await smtp.waitFor((m) => m.to.includes(email) && subject(m.subject)));
  // The confirmation goes while the appointment is still ahead and scheduled: once it is started, no
  // confirmation is asked for (the reactor may come to the booking after the start).
  const appointmentConfirmation = await waitFor((t) => t.includes('confirm your Pawroute appointment'));
  ok('start', await stylist.post('/api/v4/appointments/start', { appointmentId }));
  ok('complete', await stylist.post('/api/v4/appointments/complete', { appointmentId, isCustomerAbsent: true, transaction: { cashAmount: 0 } }));
  ok('recovery', await s.client().post('/api/v4/entrance/send-password-recovery-email', { emailAddress: email }));
  const links = {
    emailConfirmation: await waitFor((t) => t.includes('confirm your email')),
    appointmentConfirmation,
    feedback: await waitFor((t) => t.startsWith('How did we do?')),
    passwordReset: await waitFor((t) => /password/i.test(t)),
  };
  return { s, links };
}

const expectAllUnder = (links: Record<string, string[]>, base: string, page: Record<string, string>) => {
  for (const [kind, found] of Object.entries(links)) {
    const link = found.find((l) => new URL(l).pathname === page[kind]);
    expect(link, `${kind}: ${found.join(' ')}`).toBeDefined();
    expect(link!.startsWith(`${base}/`), `${kind}: ${link}`).toBe(true);
  }
};
const PAGES = { emailConfirmation: '/emailConfirmation', appointmentConfirmation: '/appointmentConfirmation', feedback: '/appointmentFeedback', passwordReset: '/password/reset' };

describe('mail links follow the public address', () => {
  it('without PAWROUTE_PUBLIC_URL: the host and port the server listens on (not localhost:3000)', async () => {
    const { s, links } = await mailedLinks({}, 'lia.port@example.com');
    expect(new URL(s.url).port).not.toBe('3000');
    expectAllUnder(links, s.url, PAGES);
    // The link works where it points: the page is served there.
    const reset = links.passwordReset.find((l) => l.includes('/password/reset'))!;
    expect((await fetch(reset)).status).toBeLessThan(500);
  }, 180_000);

  it('with PAWROUTE_PUBLIC_URL: that address (a proxy in front)', async () => {
    const { links } = await mailedLinks({ publicUrl: 'https://groom.example.com' }, 'lia.public@example.com');
    expectAllUnder(links, 'https://groom.example.com', PAGES);
  }, 180_000);
});
