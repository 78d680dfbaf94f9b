import type { IncomingCall } from './port';

/**
 * Reading the Asterisk Manager Interface's events (pure: no socket). An AMI event is a block of
 * `Key: value` lines; clients hand it over as an object (asterisk-manager lowercases the keys, others
 * keep Asterisk's case), so every reader here looks keys up case-insensitively.
 *
 * A call rings an extension when:
 * - `DialBegin` (Asterisk 12+) or `Dial` with `SubEvent: Begin` (1.8/11) dials a channel of that
 *   extension (`DestChannel`/`Destination` PJSIP/101-00000002, or the dial string 101);
 * - or `Newchannel` starts a caller's channel in the dialplan at that extension (`Exten: 101`), the way
 *   a call to an extension number begins, before any Dial.
 * The caller is the dialling channel's caller ID. One call may announce itself by several events (a
 * Newchannel, then its Dial): CallDeduper keeps it to one per call and extension.
 */
export type AmiEvent = Readonly<Record<string, unknown>>;

/** The value of `key` (any case), as trimmed text; a repeated key gives its first value. */
export function field(event: AmiEvent, key: string): string {
  const wanted = key.toLowerCase();
  for (const [name, value] of Object.entries(event)) {
    if (name.toLowerCase() !== wanted) continue;
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined || first === null ? '' : String(first).trim();
  }
  return '';
}

/** Caller ID fields Asterisk fills with placeholders when it knows nothing. */
const UNKNOWN = new Set(['', '<unknown>', 'unknown', 'anonymous', '<none>']);
const known = (value: string): string | null => (UNKNOWN.has(value.toLowerCase()) ? null : value);

/**
 * The endpoint (extension) a channel name belongs to: `PJSIP/101-00000002` -> 101, `SIP/101-0a1b` -> 101,
 * `Local/101@from-internal-00000001;1` -> 101, `IAX2/101-1234` -> 101. Null when there is none.
 */
export function extensionOfChannel(channel: string): string | null {
  const slash = channel.indexOf('/');
  if (slash < 0) return null;
  let resource = channel.slice(slash + 1);
  resource = resource.replace(/;\d+$/, ''); // Local channels' ;1 / ;2 halves
  resource = resource.replace(/-[0-9a-f]{4,}$/i, ''); // the channel's sequence suffix
  resource = resource.split('@')[0] ?? '';
  return resource === '' ? null : resource;
}

/** The extension a dial string names: `101`, `PJSIP/101`, `101@from-internal`, `PJSIP/101&PJSIP/102` (first). */
export function extensionOfDialString(dialString: string): string | null {
  const first = dialString.split('&')[0]?.trim() ?? '';
  const resource = first.includes('/') ? first.slice(first.indexOf('/') + 1) : first;
  const extension = resource.split(/[@,]/)[0] ?? '';
  return extension === '' ? null : extension;
}

function callIdOf(event: AmiEvent): string | null {
  return known(field(event, 'Linkedid')) ?? known(field(event, 'Uniqueid')) ?? known(field(event, 'UniqueID'));
}

/** The call this event says is ringing an extension, or null when it says nothing of the kind. */
export function incomingCallOf(event: AmiEvent): IncomingCall | null {
  const name = field(event, 'Event').toLowerCase();
  const callId = callIdOf(event);
  if (!callId) return null;
  const callerNumber = known(field(event, 'CallerIDNum')) ?? '';
  const callerName = known(field(event, 'CallerIDName'));

  let extension: string | null = null;
  if (name === 'dialbegin' || (name === 'dial' && field(event, 'SubEvent').toLowerCase() === 'begin')) {
    const destination = field(event, 'DestChannel') || field(event, 'Destination');
    extension = (destination ? extensionOfChannel(destination) : null) ?? extensionOfDialString(field(event, 'DialString'));
  } else if (name === 'newchannel') {
    const exten = known(field(event, 'Exten'));
    // 's' is the dialplan's start extension, not a phone; a phone's own channel does not ring itself.
    if (!exten || exten === 's' || exten === extensionOfChannel(field(event, 'Channel')) || exten === callerNumber) return null;
    extension = exten;
  } else {
    return null;
  }
  if (!extension || extension === callerNumber) return null;
  return { callId, extension, callerNumber, callerName };
}

/** Remembers which (call, extension) pairs were announced, for `ttlMs`, so each rings once. */
export class CallDeduper {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly ttlMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True the first time a call rings this extension (within the TTL). */
  first(call: IncomingCall): boolean {
    const at = this.now();
    for (const [key, seenAt] of this.seen) {
      if (at - seenAt <= this.ttlMs) break; // insertion order: the rest are newer
      this.seen.delete(key);
    }
    const key = `${call.callId}\u0000${call.extension}`;
    if (this.seen.has(key)) return false;
    this.seen.set(key, at);
    return true;
  }
}

/** The last 10 digits of a North American number (what a customer's stored number is compared by). */
export function comparableDigits(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}
