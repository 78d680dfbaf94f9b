import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { createMailer, readOutbox } from './createMailer';

let test: TestDatabase;
const KEYS = { secretKey: 'mailer-int-test-key' };
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.drop();
});

describe('mailer without SMTP: the outbox (real Postgres)', () => {
  it('keeps each message once per dedupe key, even when sent concurrently', async () => {
    const mailer = createMailer({ db: test.database, keys: KEYS });
    expect(mailer.transport).toBe('outbox');
    const message = { to: 'jo@example.com', subject: 'Hello', text: 'Hi Jo' };
    const results = await Promise.all([1, 2, 3].map(() => mailer.send(message, { dedupeKey: 'k-1' })));
    expect(results.filter((r) => r.sent)).toHaveLength(1);
    await mailer.send({ ...message, subject: 'Other' }, { dedupeKey: 'k-2' });
    const outbox = await readOutbox(test.database, KEYS);
    expect(outbox.map((m) => [m.dedupeKey, m.subject, m.transport])).toEqual(
      expect.arrayContaining([
        ['k-1', 'Hello', 'outbox'],
        ['k-2', 'Other', 'outbox'],
      ]),
    );
    expect(outbox).toHaveLength(2);
    expect(outbox.every((m) => m.sentAt !== null)).toBe(true);
  });
});
