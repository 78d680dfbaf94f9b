import { describe, expect, it } from 'vitest';
import { CallDeduper, comparableDigits, extensionOfChannel, extensionOfDialString, incomingCallOf } from './amiEvents';
import { parseAmiUrl } from './amiUrl';

// Events as asterisk-manager hands them over (keys lowercased), copied from an Asterisk 16 log.
const newchannelCaller = {
  event: 'Newchannel', privilege: 'call,all', channel: 'PJSIP/trunk-00000012', channelstate: '4', channelstatedesc: 'Ring',
  calleridnum: '2145550123', calleridname: 'JANE DOE', connectedlinenum: '<unknown>', connectedlinename: '<unknown>',
  context: 'from-external', exten: '101', priority: '1', uniqueid: '1764180000.41', linkedid: '1764180000.41',
};
const newchannelPhone = {
  event: 'Newchannel', channel: 'PJSIP/101-00000013', calleridnum: '101', calleridname: '<unknown>', connectedlinenum: '2145550123',
  context: 'from-internal', exten: '101', uniqueid: '1764180000.42', linkedid: '1764180000.41',
};
const dialBegin = {
  event: 'DialBegin', channel: 'PJSIP/trunk-00000012', calleridnum: '2145550123', calleridname: 'JANE DOE', context: 'from-external',
  exten: '2145550100', uniqueid: '1764180000.41', linkedid: '1764180000.41', destchannel: 'PJSIP/101-00000013',
  destcalleridnum: '101', destexten: '101', destuniqueid: '1764180000.42', destlinkedid: '1764180000.41', dialstring: '101',
};

describe('reading AMI events', () => {
  it.each([
    ['PJSIP/101-00000013', '101'],
    ['SIP/101-0000000a', '101'],
    ['IAX2/2001-3423', '2001'],
    ['Local/101@from-internal-00000001;1', '101'],
    ['PJSIP/trunk-provider-0000002f', 'trunk-provider'],
    ['DAHDI/i1/2145550123-5', 'i1/2145550123-5'],
    ['nonsense', null],
  ])('the extension of channel %s is %s', (channel, extension) => {
    expect(extensionOfChannel(channel)).toBe(extension);
  });

  it.each([
    ['101', '101'],
    ['PJSIP/101', '101'],
    ['101@from-internal', '101'],
    ['PJSIP/101&PJSIP/102', '101'],
    ['SIP/101,30,tT', '101'],
    ['', null],
  ])('the extension of dial string %s is %s', (dialString, extension) => {
    expect(extensionOfDialString(dialString)).toBe(extension);
  });

  it("a caller's Newchannel at an extension rings it; the phone's own channel does not", () => {
    expect(incomingCallOf(newchannelCaller)).toEqual({ callId: '1764180000.41', extension: '101', callerNumber: '2145550123', callerName: 'JANE DOE' });
    expect(incomingCallOf(newchannelPhone)).toBeNull();
    expect(incomingCallOf({ ...newchannelCaller, exten: 's' })).toBeNull();
  });

  it('DialBegin (Asterisk 12+) rings the destination channel\'s extension, whatever the dialled DID', () => {
    expect(incomingCallOf(dialBegin)).toEqual({ callId: '1764180000.41', extension: '101', callerNumber: '2145550123', callerName: 'JANE DOE' });
    // Keys in Asterisk's own case (other clients keep it) read the same.
    const cased = Object.fromEntries(Object.entries(dialBegin).map(([k, v]) => [k === 'destchannel' ? 'DestChannel' : k === 'calleridnum' ? 'CallerIDNum' : k, v]));
    expect(incomingCallOf(cased)?.extension).toBe('101');
  });

  it("Dial with SubEvent Begin (Asterisk 1.8/11) rings the destination; its End does not", () => {
    const dial = {
      event: 'Dial', subevent: 'Begin', channel: 'SIP/trunk-0000001a', destination: 'SIP/102-0000001b', calleridnum: '9725550199',
      calleridname: '<unknown>', uniqueid: '1764180001.7', destuniqueid: '1764180001.8', dialstring: '102',
    };
    expect(incomingCallOf(dial)).toEqual({ callId: '1764180001.7', extension: '102', callerNumber: '9725550199', callerName: null });
    expect(incomingCallOf({ ...dial, subevent: 'End' })).toBeNull();
  });

  it('other events and events without an id say nothing', () => {
    expect(incomingCallOf({ event: 'Hangup', channel: 'PJSIP/101-00000013', uniqueid: '1.2', calleridnum: '2145550123' })).toBeNull();
    expect(incomingCallOf({ event: 'FullyBooted', status: 'Fully Booted' })).toBeNull();
    expect(incomingCallOf({ ...dialBegin, uniqueid: '', linkedid: '' })).toBeNull();
  });

  it('an internal call from 102 to 101 names 102 as the caller', () => {
    const internal = { ...dialBegin, channel: 'PJSIP/102-00000020', calleridnum: '102', calleridname: 'Office 2' };
    expect(incomingCallOf(internal)).toMatchObject({ extension: '101', callerNumber: '102', callerName: 'Office 2' });
  });
});

describe('one announcement per call and extension', () => {
  it('the Newchannel and the Dial of one call ring once; another extension or call rings again', () => {
    let now = 0;
    const deduper = new CallDeduper(60_000, () => now);
    const call = incomingCallOf(newchannelCaller)!;
    expect(deduper.first(call)).toBe(true);
    expect(deduper.first(incomingCallOf(dialBegin)!)).toBe(false);
    expect(deduper.first({ ...call, extension: '102' })).toBe(true);
    expect(deduper.first({ ...call, callId: 'other' })).toBe(true);
    now = 61_000;
    expect(deduper.first(call)).toBe(true);
  });
});

describe('caller numbers', () => {
  it.each([
    ['2145550123', '2145550123'],
    ['+12145550123', '2145550123'],
    ['12145550123', '2145550123'],
    ['(214) 555-0123', '2145550123'],
    ['101', null],
  ])('%s compares as %s', (number, digits) => {
    expect(comparableDigits(number)).toBe(digits);
  });
});

describe('PHONE_AMI_URL', () => {
  it('reads user, secret, host, port and the call settings', () => {
    expect(parseAmiUrl('ami://pawroute:s%40cret@pbx.local:5039?channel=SIP/{extension}&context=office')).toEqual({
      host: 'pbx.local', port: 5039, username: 'pawroute', secret: 's@cret', channel: 'SIP/{extension}', context: 'office', callerId: 'Pawroute',
    });
    expect(parseAmiUrl('ami://u:p@10.0.0.2')).toMatchObject({ port: 5038, channel: 'PJSIP/{extension}', context: 'from-internal' });
  });

  it('refuses what is not an AMI address, and values that would break an AMI line', () => {
    expect(() => parseAmiUrl('http://u:p@pbx')).toThrow(/ami:\/\//);
    expect(() => parseAmiUrl('ami://pbx:5038')).toThrow(/user name/);
    expect(() => parseAmiUrl('ami://u:p@pbx?channel=PJSIP/101')).toThrow(/\{extension\}/);
    expect(() => parseAmiUrl('ami://u:p@pbx?context=a%0D%0AAction:%20Originate')).toThrow(/characters/);
  });
});
