import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startFakeSmsProvider, type FakeSmsProvider, type TestDatabase } from '../testing';
import { createTextSender, readSmsOutbox } from './createTextSender';
import { SmsProviderError } from './smsProvider';
import { loadConfig } from '../config';

let test: TestDatabase;
let provider: FakeSmsProvider;
beforeAll(async () => {
  test = await createTestDatabase();
  provider = await startFakeSmsProvider();
});
afterAll(async () => {
  await provider?.close();
  await test?.drop();
});

describe('the SMS port', () => {
  it('without a provider keeps each text once per key in the outbox', async () => {
    const sender = createTextSender({ db: test.database });
    expect(sender.transport).toBe('outbox');
    const results = await Promise.all([1, 2, 3].map(() => sender.send({ to: '12145550199', text: 'Hi' }, { dedupeKey: 'outbox-1' })));
    expect(results.filter((r) => r.sent)).toHaveLength(1);
    const texts = await readSmsOutbox(test.database);
    expect(texts.filter((t) => t.dedupeKey === 'outbox-1')).toMatchObject([{ to: '12145550199', text: 'Hi', transport: 'outbox' }]);
  });

  it('posts to the provider once per key, even when retried concurrently, with basic auth and From', async () => {
    const sender = createTextSender({ db: test.database, provider: { url: provider.url, user: 'AC-test', token: 'secret', from: '+12145550100' } });
    expect(sender.transport).toBe('http');
    const results = await Promise.all([1, 2, 3, 4].map(() => sender.send({ to: '12145550123', text: 'Your receipt' }, { dedupeKey: 'http-1' })));
    expect(results.filter((r) => r.sent)).toHaveLength(1);
    expect(provider.received.filter((t) => t.body === 'Your receipt')).toEqual([
      { to: '+12145550123', from: '+12145550100', body: 'Your receipt', authorization: `Basic ${Buffer.from('AC-test:secret').toString('base64')}`, sid: expect.stringMatching(/^SM/), statusCallback: null },
    ]);
    const row = (await readSmsOutbox(test.database)).find((t) => t.dedupeKey === 'http-1');
    expect(row).toMatchObject({ transport: 'http', providerId: expect.stringMatching(/^SM/) });
    expect(row?.sentAt).not.toBeNull();
  });

  it('a refused send releases the claim, so the retry goes out', async () => {
    const sender = createTextSender({ db: test.database, provider: { url: provider.url } });
    provider.failNext();
    await expect(sender.send({ to: '12145550124', text: 'Retry me' }, { dedupeKey: 'http-2' })).rejects.toBeInstanceOf(SmsProviderError);
    expect((await readSmsOutbox(test.database)).some((t) => t.dedupeKey === 'http-2')).toBe(false);
    await expect(sender.send({ to: '12145550124', text: 'Retry me' }, { dedupeKey: 'http-2' })).resolves.toEqual({ sent: true });
    expect(provider.received.filter((t) => t.body === 'Retry me')).toHaveLength(1);
  });

  it('is configured by SMS_API_URL, SMS_API_USER, SMS_API_TOKEN and SMS_FROM', () => {
    expect(loadConfig({}).sms).toBeNull();
    expect(loadConfig({ SMS_API_URL: 'https://sms.example/Messages.json', SMS_API_USER: 'u', SMS_API_TOKEN: 't', SMS_FROM: '+1' }).sms).toEqual({
      url: 'https://sms.example/Messages.json', user: 'u', token: 't', from: '+1',
    });
    expect(() => loadConfig({ SMS_API_URL: 'ftp://nope' })).toThrow(/SMS_API_URL/);
  });
});
