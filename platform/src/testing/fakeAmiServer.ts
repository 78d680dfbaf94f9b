import { createServer, type Server, type Socket } from 'node:net';

/**
 * A stand-in for Asterisk's Manager Interface on a free local TCP port, speaking the AMI text protocol:
 * the banner line, `Login` (checks user and secret), `Ping`, `Originate` (recorded), `Logoff`, and
 * events: `ring()` plays the sequence a real Asterisk 13+ sends when an outside caller rings an
 * extension (Newchannel of the caller, Newchannel of the phone, DialBegin, Newstate, then Hangup of
 * both), or Asterisk 11's (`Dial` with `SubEvent: Begin`).
 */
export interface FakeAmiServer {
  /** ami://user:secret@127.0.0.1:<port> (PHONE_AMI_URL). */
  url: string;
  port: number;
  /** The actions received, in order (keys as sent). */
  actions: Record<string, string>[];
  /** Resolves when at least one client is logged in with events on. */
  loggedIn(timeoutMs?: number): Promise<void>;
  /** Plays an incoming call to `extension`; resolves when every event was written, with the time the first was. */
  ring(call: FakeRing): Promise<{ callId: string; emittedAt: number }>;
  /** Answer the next Originate with an error. */
  failNextOriginate(message?: string): void;
  /** Cuts every client's connection (as a restart of Asterisk would). */
  dropConnections(): void;
  close(): Promise<void>;
}

export interface FakeRing {
  extension: string;
  callerNumber: string;
  callerName?: string;
  /** 'dialBegin' (Asterisk 12+, default) or 'dial' (1.8/11: Event: Dial, SubEvent: Begin). */
  style?: 'dialBegin' | 'dial';
  /** Play the Hangup events too (default true). */
  hangup?: boolean;
}

export interface FakeAmiOptions {
  username?: string;
  secret?: string;
}

interface Client {
  socket: Socket;
  authenticated: boolean;
  events: boolean;
  buffer: string;
}

export async function startFakeAmiServer(options: FakeAmiOptions = {}): Promise<FakeAmiServer> {
  const username = options.username ?? 'pawroute';
  const secret = options.secret ?? 'amisecret';
  const clients = new Set<Client>();
  const actions: Record<string, string>[] = [];
  const loginWaiters: Array<() => void> = [];
  let originateFailure: string | null = null;
  let sequence = 0;

  const write = (client: Client, fields: Array<[string, string]>) => {
    if (!client.socket.destroyed) client.socket.write(fields.map(([k, v]) => `${k}: ${v}\r\n`).join('') + '\r\n');
  };
  const listening = () => [...clients].filter((c) => c.authenticated && c.events && !c.socket.destroyed);

  const handle = (client: Client, message: Record<string, string>) => {
    actions.push(message);
    const get = (key: string) => Object.entries(message).find(([k]) => k.toLowerCase() === key.toLowerCase())?.[1] ?? '';
    const id: Array<[string, string]> = get('ActionID') ? [['ActionID', get('ActionID')]] : [];
    const action = get('Action').toLowerCase();
    if (action === 'login') {
      if (get('Username') !== username || get('Secret') !== secret) {
        write(client, [['Response', 'Error'], ...id, ['Message', 'Authentication failed']]);
        return;
      }
      client.authenticated = true;
      client.events = (get('Events') || get('Event') || 'on').toLowerCase() !== 'off';
      write(client, [['Response', 'Success'], ...id, ['Message', 'Authentication accepted']]);
      write(client, [['Event', 'FullyBooted'], ['Privilege', 'system,all'], ['Uptime', '12'], ['LastReload', '12'], ['Status', 'Fully Booted']]);
      if (client.events) loginWaiters.splice(0).forEach((resolve) => resolve());
      return;
    }
    if (!client.authenticated) {
      write(client, [['Response', 'Error'], ...id, ['Message', 'Permission denied']]);
      return;
    }
    if (action === 'ping') {
      write(client, [['Response', 'Success'], ...id, ['Ping', 'Pong'], ['Timestamp', (Date.now() / 1000).toFixed(6)]]);
    } else if (action === 'originate') {
      if (originateFailure !== null) {
        write(client, [['Response', 'Error'], ...id, ['Message', originateFailure]]);
        originateFailure = null;
      } else {
        write(client, [['Response', 'Success'], ...id, ['Message', 'Originate successfully queued']]);
      }
    } else if (action === 'logoff') {
      write(client, [['Response', 'Goodbye'], ...id, ['Message', 'Thanks for all the fish.']]);
      client.socket.end();
    } else {
      write(client, [['Response', 'Error'], ...id, ['Message', `Invalid/unknown command: ${get('Action')}.`]]);
    }
  };

  const server: Server = createServer((socket) => {
    const client: Client = { socket, authenticated: false, events: false, buffer: '' };
    clients.add(client);
    socket.setEncoding('utf8');
    socket.on('close', () => clients.delete(client));
    socket.on('error', () => clients.delete(client));
    socket.write('Asterisk Call Manager/5.0.2\r\n');
    socket.on('data', (chunk: string) => {
      client.buffer += chunk;
      let end: number;
      while ((end = client.buffer.search(/\r?\n\r?\n/)) >= 0) {
        const block = client.buffer.slice(0, end);
        client.buffer = client.buffer.slice(end).replace(/^\r?\n\r?\n/, '');
        const message: Record<string, string> = {};
        for (const line of block.split(/\r?\n/)) {
          const colon = line.indexOf(':');
          if (colon > 0) message[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
        }
        if (Object.keys(message).length > 0) handle(client, message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const events = (call: FakeRing, base: string): Array<Array<[string, string]>> => {
    const callerName = call.callerName ?? '<unknown>';
    const trunk = `PJSIP/trunk-${(sequence * 2).toString(16).padStart(8, '0')}`;
    const phone = `PJSIP/${call.extension}-${(sequence * 2 + 1).toString(16).padStart(8, '0')}`;
    const callerId = `${base}.1`;
    const phoneId = `${base}.2`;
    const caller: Array<[string, string]> = [
      ['Channel', trunk], ['ChannelState', '4'], ['ChannelStateDesc', 'Ring'], ['CallerIDNum', call.callerNumber], ['CallerIDName', callerName],
      ['ConnectedLineNum', '<unknown>'], ['ConnectedLineName', '<unknown>'], ['Language', 'en'], ['AccountCode', ''],
      ['Context', 'from-external'], ['Exten', call.extension], ['Priority', '1'], ['Uniqueid', callerId], ['Linkedid', callerId],
    ];
    const callee = (state: string, desc: string): Array<[string, string]> => [
      ['Channel', phone], ['ChannelState', state], ['ChannelStateDesc', desc], ['CallerIDNum', call.extension], ['CallerIDName', '<unknown>'],
      ['ConnectedLineNum', call.callerNumber], ['ConnectedLineName', callerName], ['Language', 'en'], ['AccountCode', ''],
      ['Context', 'from-internal'], ['Exten', call.extension], ['Priority', '1'], ['Uniqueid', phoneId], ['Linkedid', callerId],
    ];
    const dest = callee('0', 'Down').map(([k, v]): [string, string] => [`Dest${k}`, v]);
    const dial: Array<[string, string]> =
      call.style === 'dial'
        ? [['Event', 'Dial'], ['Privilege', 'call,all'], ['SubEvent', 'Begin'], ['Channel', trunk], ['Destination', phone], ['CallerIDNum', call.callerNumber],
           ['CallerIDName', callerName], ['ConnectedLineNum', '<unknown>'], ['ConnectedLineName', '<unknown>'], ['UniqueID', callerId], ['DestUniqueID', phoneId], ['Dialstring', call.extension]]
        : [['Event', 'DialBegin'], ['Privilege', 'call,all'], ...caller, ...dest, ['DialString', call.extension]];
    const hangup = (fields: Array<[string, string]>): Array<[string, string]> => [['Event', 'Hangup'], ['Privilege', 'call,all'], ...fields, ['Cause', '16'], ['Cause-txt', 'Normal Clearing']];
    return [
      [['Event', 'Newchannel'], ['Privilege', 'call,all'], ...caller],
      [['Event', 'Newchannel'], ['Privilege', 'call,all'], ...callee('0', 'Down')],
      dial,
      [['Event', 'Newstate'], ['Privilege', 'call,all'], ...callee('5', 'Ringing')],
      ...(call.hangup === false ? [] : [hangup(callee('5', 'Ringing')), hangup(caller)]),
    ];
  };

  return {
    url: `ami://${encodeURIComponent(username)}:${encodeURIComponent(secret)}@127.0.0.1:${port}`,
    port,
    actions,
    loggedIn(timeoutMs = 10_000) {
      if (listening().length > 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no AMI client logged in to the fake in time')), timeoutMs);
        loginWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    async ring(call) {
      sequence += 1;
      const base = `${Math.floor(Date.now() / 1000)}${String(sequence).padStart(3, '0')}`;
      let emittedAt = 0;
      for (const fields of events(call, base)) {
        const targets = listening();
        if (emittedAt === 0) emittedAt = Date.now();
        await Promise.all(
          targets.map(
            (client) =>
              new Promise<void>((resolve) => {
                if (client.socket.destroyed) return resolve();
                client.socket.write(fields.map(([k, v]) => `${k}: ${v}\r\n`).join('') + '\r\n', () => resolve());
              }),
          ),
        );
      }
      return { callId: `${base}.1`, emittedAt };
    },
    failNextOriginate(message = 'Originate failed') {
      originateFailure = message;
    },
    dropConnections() {
      for (const client of clients) client.socket.destroy();
      clients.clear();
    },
    close() {
      for (const client of clients) client.socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
