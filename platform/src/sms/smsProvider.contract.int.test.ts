import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmsProvider, type FakeSmsProvider } from '../testing';
import { SmsProviderError, postToSmsProvider } from './smsProvider';
import type { SmsProviderSettings } from './port';

/**
 * The SMS port's contract (docs/TEXTS.md): what our code relies on from a Twilio-style Messages API. It
 * runs against the stand-in, and against the real provider when test credentials are set
 * (SMS_API_URL, SMS_API_USER, SMS_API_TOKEN; Twilio's test credentials send nothing and charge
 * nothing, From +15005550006 is their valid magic number and To +15005550001 their invalid one).
 */
interface Target {
  name: string;
  settings: () => SmsProviderSettings;
  /** A number the provider accepts a text to, and one it refuses. */
  validTo: string;
  invalidTo: string;
}

let standIn: FakeSmsProvider;
beforeAll(async () => {
  standIn = await startFakeSmsProvider();
});
afterAll(async () => {
  await standIn?.close();
});

const real = process.env.SMS_API_URL && process.env.SMS_API_USER && process.env.SMS_API_TOKEN;
const targets: Target[] = [
  { name: 'the stand-in', settings: () => ({ url: standIn.url, user: 'AC-test', token: 'secret', from: '+15005550006' }), validTo: '12145550123', invalidTo: '15005550001' },
  {
    name: 'the real provider (SMS_API_* test credentials)',
    settings: () => ({ url: process.env.SMS_API_URL!, user: process.env.SMS_API_USER, token: process.env.SMS_API_TOKEN, from: process.env.SMS_FROM ?? '+15005550006' }),
    validTo: '12145550123',
    invalidTo: '15005550001',
  },
];

for (const target of targets) {
  const isReal = target !== targets[0];
  const suite = isReal && !real ? describe.skip : describe;
  suite(`the SMS provider contract: ${target.name}${isReal && !real ? ' (skipped: set SMS_API_URL, SMS_API_USER and SMS_API_TOKEN to test credentials to run it)' : ''}`, () => {
    it('accepts a text and answers the message id that status callbacks will name', async () => {
      const id = await postToSmsProvider(target.settings(), { to: target.validTo, text: 'Pawroute contract test 🐾' }, `contract-${Date.now()}`);
      expect(id).toMatch(/^(SM|MM)[0-9a-zA-Z]+$/);
    });

    it('refuses a number that cannot take texts with its own words', async () => {
      const sent = postToSmsProvider(target.settings(), { to: target.invalidTo, text: 'Nope' }, `contract-bad-${Date.now()}`);
      await expect(sent).rejects.toBeInstanceOf(SmsProviderError);
      await expect(sent).rejects.toThrow(/\(400\)/);
    });

    it('refuses wrong credentials', async () => {
      if (!isReal) return; // the stand-in takes any account (it models the network and the number's failures)
      const sent = postToSmsProvider({ ...target.settings(), token: 'wrong-token' }, { to: target.validTo, text: 'Nope' }, `contract-auth-${Date.now()}`);
      await expect(sent).rejects.toThrow(/\(401\)/);
    });
  });
}

describe('the stand-in alone', () => {
  it('answers 503 when told to fail, and the error says the provider refused', async () => {
    standIn.failNext();
    await expect(postToSmsProvider(targets[0]!.settings(), { to: '12145550123', text: 'x' }, 'fail-1')).rejects.toThrow(/refused the message \(503\)/);
  });
});
