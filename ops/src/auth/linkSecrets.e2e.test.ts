import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import pino from 'pino';
import { ANIMAL_TYPE_IDS, SEED_BREEDS } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { futureDate, newCustomer, newEstimate, ok } from '../appointments/commandsTestKit';
import { recoveryMailsSettled, startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * Link tokens at rest and in the logs (docs/SECURITY.md V8 and V7, docs/DECISIONS.md "Link tokens at
 * rest"): after sign-ups, set-password links, password recoveries, email confirmations and appointment
 * confirmation mails, a dump of the database holds none of the links the outbox shows an administrator
 * (only their hashes), and no request line in the log carries one.
 */
let s: TestServer;
let admin: TestClient;
let office: TestClient;
const logLines: string[] = [];

const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
const TOKEN_IN_LINK = /token=([A-Za-z0-9_-]{43})/g;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The newest pg_dump of the PostgreSQL versions installed (the server's own major or later). */
function pgDump(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(`${root}/${v}/bin/pg_dump`)).sort((a, b) => Number(b) - Number(a)) : [];
  return versions[0] ? `${root}/${versions[0]}/bin/pg_dump` : 'pg_dump';
}

beforeAll(async () => {
  // Every line the server logs, request lines included (info).
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  s = await startTestServer({ logger });
  [admin, office] = await Promise.all([s.loginAs('admin'), s.loginAs('office')]);
}, 180_000);
afterAll(async () => {
  await s?.close();
});

/** The links of every mail in the outbox, as the administrator's dev outbox shows them. */
async function outboxTokens(): Promise<Map<string, string>> {
  const outbox = ok('outbox', await admin.get<{ messages: { subject: string; text: string; html: string | null }[] }>('/api/v4/dev/outbox', { query: { limit: 500 } }));
  const tokens = new Map<string, string>();
  for (const message of outbox.messages) {
    for (const match of `${message.text}\n${message.html ?? ''}`.matchAll(TOKEN_IN_LINK)) tokens.set(match[1]!, message.subject);
  }
  return tokens;
}

describe('link tokens', () => {
  let tokens: Map<string, string>;

  it('are mailed by sign-up, set-password links, recovery and appointment confirmations, and used', async () => {
    // Sign-up: the email confirmation link.
    const visitor = s.client();
    ok('signup', await visitor.post('/api/v4/entrance/signup', {
      firstName: 'Dana', lastName: 'Dump', emailAddress: 'dana.dump@example.com', Password: 'a-good-long-password', acceptedPolicies: true,
      address: '100 Elm St', city: 'Dallas', state: '', zipcode: '75201', homePhone: '214-555-0101', workPhone: '', alternatePhone: '',
      pets: [{ name: 'Rex', breedId: dog.id, weight: 40, age: 3 }],
    }));
    // The office gives a login: the set-password link; then the person asks to recover it twice.
    const user = ok('user/create', await office.post<{ userId: number }>('/api/v4/user/create', { firstName: 'Lee', lastName: 'Dump', emailAddress: 'lee.dump@example.com' }));
    ok('createLoginAccount', await office.post('/api/v4/user/createLoginAccount', { userId: user.userId, loginEmail: 'lee.dump@example.com' }));
    // Recovery finds the login in the users read model (docs/ARCHITECTURE.md, "Indexes from a name to a
    // stream"): the person asks once it holds the new login, as they would minutes later.
    await s.settle();
    for (let i = 0; i < 2; i += 1) {
      ok('recovery', await s.client().post('/api/v4/entrance/send-password-recovery-email', { emailAddress: 'lee.dump@example.com' }));
      await recoveryMailsSettled();
    }
    // An appointment placed scheduled: the confirmation link.
    const samId = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
    const pat = await newCustomer(office, 'pat.dump@example.com');
    ok('appointments/create', await office.post('/api/v4/appointments/create', {
      estimateId: await newEstimate(office, pat.userId, pat.petId), employeeId: samId, appointmentDate: futureDate(0).spec, startTime: '9:00 AM', endTime: '10:30 AM',
    }));
    await s.reactionsSettled();

    tokens = await outboxTokens();
    const linksOf = (subject: string) => [...tokens].filter(([, sub]) => sub === subject).map(([token]) => token);
    expect(linksOf('Please confirm your email address for Pawroute')).toHaveLength(1);
    expect(linksOf('Your customer portal login')).toHaveLength(1);
    expect(linksOf('Reset your Pawroute password')).toHaveLength(2);
    expect(linksOf('Please confirm your Pawroute appointment')).toHaveLength(1);

    // The email confirmation and the appointment confirmation are used by their links (GETs with the token in the URL).
    const [emailToken] = linksOf('Please confirm your email address for Pawroute');
    expect((await s.client().get('/api/v4/entrance/confirmEmail', { query: { token: emailToken! } })).status).toBe(200);
    expect((await s.client().get('/api/v4/entrance/confirmAppointment', { query: { token: linksOf('Please confirm your Pawroute appointment')[0]! } })).status).toBe(200);
    // A link page opened in the browser: the web app's path with the token.
    await s.client().get(`/emailConfirmation?token=${emailToken}`);
  }, 120_000);

  it('a dump of the database holds none of them, only their hashes', async () => {
    const { stdout: dump } = await promisify(execFile)(pgDump(), ['--no-owner', s.database.url], { maxBuffer: 1024 * 1024 * 1024 });
    expect(dump).toContain('mail_outbox');
    for (const [token, subject] of tokens) {
      expect(dump.includes(token), `${subject}: its link token is in the dump`).toBe(false);
      expect(dump.includes(sha256(token)), `${subject}: its hash is stored`).toBe(true);
    }
    // No link of any kind in any table.
    expect(dump.match(TOKEN_IN_LINK) ?? []).toEqual([]);
  }, 120_000);

  it('no log line carries one; the request lines show the URL with the token redacted', async () => {
    const log = logLines.join('');
    for (const [token, subject] of tokens) expect(log.includes(token), `${subject}: its link token is in the log`).toBe(false);
    const requests = logLines.map((line) => JSON.parse(line) as { req?: { url?: string } }).flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
    expect(requests).toContain('/api/v4/entrance/confirmEmail?token=[Redacted]');
    expect(requests).toContain('/api/v4/entrance/confirmAppointment?token=[Redacted]');
    expect(requests).toContain('/emailConfirmation?token=[Redacted]');
  });
});
