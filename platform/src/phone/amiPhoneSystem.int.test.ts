import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAmiServer, type FakeAmiServer } from '../testing/fakeAmiServer';
import { createAmiPhoneSystem } from './amiPhoneSystem';
import { parseAmiUrl } from './amiUrl';
import { PhoneSystemError, type IncomingCall } from './port';
import { loadConfig } from '../config';

const quiet = { info: () => undefined, warn: () => undefined };
let fake: FakeAmiServer;
beforeAll(async () => {
  fake = await startFakeAmiServer();
});
afterAll(async () => {
  await fake?.close();
});

function nextCall(calls: IncomingCall[], count: number, timeoutMs = 5_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const end = Date.now() + timeoutMs;
    const poll = () => (calls.length >= count ? resolve() : Date.now() > end ? reject(new Error(`only ${calls.length} calls`)) : setTimeout(poll, 10));
    poll();
  });
}

describe('the AMI phone system against an AMI server (in process)', () => {
  it('logs in, hears each call once per extension, and places calls with Originate', async () => {
    const phone = createAmiPhoneSystem(parseAmiUrl(`${fake.url}?channel=SIP/{extension}&context=office`), quiet);
    const calls: IncomingCall[] = [];
    const stop = phone.onIncomingCall((call) => calls.push(call));
    try {
      await fake.loggedIn();
      expect(fake.actions[0]).toMatchObject({ Action: 'login', Username: 'pawroute', Secret: 'amisecret' });

      // Newchannel, Newchannel, DialBegin, Newstate, Hangup, Hangup: one ring of 101.
      await fake.ring({ extension: '101', callerNumber: '2145550123', callerName: 'JANE DOE' });
      await nextCall(calls, 1);
      await fake.ring({ extension: '102', callerNumber: '9725550199', style: 'dial' });
      await nextCall(calls, 2);
      expect(calls).toEqual([
        { callId: expect.any(String), extension: '101', callerNumber: '2145550123', callerName: 'JANE DOE' },
        { callId: expect.any(String), extension: '102', callerNumber: '9725550199', callerName: null },
      ]);

      await phone.placeCall({ extension: '101', phoneNumber: '2145550123' });
      expect(fake.actions.at(-1)).toMatchObject({
        Action: 'Originate', Channel: 'SIP/101', Context: 'office', Exten: '2145550123', Priority: '1', Async: 'true', Callerid: 'Pawroute <2145550123>',
      });

      fake.failNextOriginate('Extension does not exist.');
      await expect(phone.placeCall({ extension: '999', phoneNumber: '2145550123' })).rejects.toThrow(new PhoneSystemError('Extension does not exist.'));
    } finally {
      stop();
      await phone.close();
    }
  });

  it('reconnects after the PBX drops the connection, and keeps hearing calls', async () => {
    const phone = createAmiPhoneSystem(parseAmiUrl(fake.url), quiet, { reconnectDelayMs: 50 });
    const calls: IncomingCall[] = [];
    phone.onIncomingCall((call) => calls.push(call));
    try {
      await fake.loggedIn();
      fake.dropConnections();
      await fake.loggedIn();
      await fake.ring({ extension: '103', callerNumber: '4695550101' });
      await nextCall(calls, 1);
      expect(calls[0]).toMatchObject({ extension: '103', callerNumber: '4695550101' });
    } finally {
      await phone.close();
    }
  });

  it('a refused login or an unreachable PBX fails a call at once, with a message for people', async () => {
    const wrong = createAmiPhoneSystem(parseAmiUrl(fake.url.replace('amisecret', 'wrong')), quiet, { reconnectDelayMs: 60_000 });
    await expect(wrong.placeCall({ extension: '101', phoneNumber: '2145550123' })).rejects.toThrow('The phone system could not be reached.');
    await wrong.close();
    const gone = createAmiPhoneSystem(parseAmiUrl('ami://u:p@127.0.0.1:9'), quiet, { reconnectDelayMs: 60_000 });
    await expect(gone.placeCall({ extension: '101', phoneNumber: '2145550123' })).rejects.toBeInstanceOf(PhoneSystemError);
    await gone.close();
  });

  it('is configured by PHONE_AMI_URL, and refuses a malformed one at start-up', () => {
    expect(loadConfig({}).phoneAmiUrl).toBeUndefined();
    expect(loadConfig({ PHONE_AMI_URL: 'ami://u:p@pbx:5038' }).phoneAmiUrl).toBe('ami://u:p@pbx:5038');
    expect(() => loadConfig({ PHONE_AMI_URL: 'pbx:5038' })).toThrow(/PHONE_AMI_URL/);
  });
});
