import { createServer, type Server } from 'node:http';
import { twilioSignatureOf } from '../sms/twilioSignature';

export interface ReceivedText {
  to: string;
  from: string | null;
  body: string;
  authorization: string | null;
  /** The id the stand-in answered (Twilio's `sid`). */
  sid?: string;
  /** Where it would post this message's delivery statuses (StatusCallback). */
  statusCallback?: string | null;
}

/** What our server answered the stand-in's post. */
export interface WebhookAnswer {
  status: number;
  body: string;
  headers: Headers;
  /** The parameters posted (a retry posts them again, same signature). */
  params: [string, string][];
}

export interface InboundText {
  from: string;
  body: string;
  /** Default: a new SM… id. */
  messageSid?: string;
  /** Default: the stand-in's own number (SMS_FROM). */
  to?: string;
}

/**
 * A stand-in for a hosted SMS provider (Twilio's Messages API) on a free local port. It records every
 * form POST to its Messages endpoint and answers like Twilio ({ sid }); `failNext` makes the next
 * requests answer 503 (the provider down). Like the real provider it also calls us, signed with the
 * auth token (X-Twilio-Signature over the PUBLIC URL, as Twilio signs): an inbound text to the inbound
 * webhook and a message's delivery status to the StatusCallback it was sent with. Behind a proxy the
 * public URL differs from where the request lands: `connect` names both. `retryLast` posts the last
 * delivery again (Twilio retries when we fail or time out).
 */
export interface FakeSmsProvider {
  url: string;
  received: ReceivedText[];
  failNext(count?: number): void;
  /** Our server: its public URL (PAWROUTE_PUBLIC_URL, what is signed), where to post (default the same), the auth token. */
  connect(target: { publicUrl: string; postTo?: string; authToken: string; inboundPath?: string }): void;
  sendInbound(text: InboundText, options?: { signature?: string | null }): Promise<WebhookAnswer>;
  /** A delivery status of a message we sent (by its sid) to its StatusCallback. */
  sendStatus(messageSid: string, status: string, options?: { signature?: string | null }): Promise<WebhookAnswer>;
  retryLast(): Promise<WebhookAnswer>;
  close(): Promise<void>;
}

export const FAKE_SMS_NUMBER = '+12145550100';

export async function startFakeSmsProvider(): Promise<FakeSmsProvider> {
  const received: ReceivedText[] = [];
  let failures = 0;
  let sids = 0;
  let target: { publicUrl: string; postTo: string; authToken: string; inboundPath: string } | null = null;
  let last: { url: string; params: [string, string][]; signature: string | null } | null = null;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      if (failures > 0) {
        failures -= 1;
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"try later"}');
        return;
      }
      const form = new URLSearchParams(raw);
      // As Twilio refuses a number that cannot be texted (error 21211), and a message with no body (21602).
      if (!/^\+[1-9]\d{7,14}$/.test(form.get('To') ?? '') || /^\+1500555000[1-4]$/.test(form.get('To') ?? '')) {
        response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 21211, message: `The 'To' number ${form.get('To')} is not a valid phone number.`, status: 400 }));
        return;
      }
      if (!form.get('Body')) {
        response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 21602, message: 'Message body is required.', status: 400 }));
        return;
      }
      const sid = `SM${(received.length + 1).toString().padStart(32, '0')}`;
      received.push({
        to: form.get('To') ?? '',
        from: form.get('From'),
        body: form.get('Body') ?? '',
        authorization: request.headers.authorization ?? null,
        sid,
        statusCallback: form.get('StatusCallback'),
      });
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const post = async (publicUrl: string, params: [string, string][], signature: string | null): Promise<WebhookAnswer> => {
    if (!target) throw new Error('connect() the stand-in to the server first');
    last = { url: publicUrl, params, signature };
    const landsAt = publicUrl.startsWith(target.publicUrl) ? target.postTo + publicUrl.slice(target.publicUrl.length) : publicUrl;
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (signature !== null) headers['x-twilio-signature'] = signature;
    const response = await fetch(landsAt, { method: 'POST', headers, body: new URLSearchParams(params) });
    return { status: response.status, body: await response.text(), headers: response.headers, params };
  };
  const signed = (publicUrl: string, params: [string, string][], options?: { signature?: string | null }) =>
    post(publicUrl, params, options?.signature !== undefined ? options.signature : twilioSignatureOf(publicUrl, params, target!.authToken));

  return {
    url: `http://127.0.0.1:${port}/2010-04-01/Accounts/AC-test/Messages.json`,
    received,
    failNext: (count = 1) => void (failures += count),
    connect({ publicUrl, postTo, authToken, inboundPath }) {
      target = { publicUrl: publicUrl.replace(/\/+$/, ''), postTo: (postTo ?? publicUrl).replace(/\/+$/, ''), authToken, inboundPath: inboundPath ?? '/api/v4/sms/inbound' };
    },
    sendInbound(text, options) {
      if (!target) throw new Error('connect() the stand-in to the server first');
      sids += 1;
      const params: [string, string][] = [
        ['AccountSid', 'AC-test'],
        ['ApiVersion', '2010-04-01'],
        ['Body', text.body],
        ['From', text.from],
        ['MessageSid', text.messageSid ?? `SMin${sids.toString().padStart(28, '0')}`],
        ['NumMedia', '0'],
        ['SmsStatus', 'received'],
        ['To', text.to ?? FAKE_SMS_NUMBER],
      ];
      return signed(`${target.publicUrl}${target.inboundPath}`, params, options);
    },
    sendStatus(messageSid, status, options) {
      const sent = received.find((r) => r.sid === messageSid);
      const callback = sent?.statusCallback;
      if (!callback) throw new Error(`the stand-in sent no message ${messageSid} with a StatusCallback`);
      const params: [string, string][] = [
        ['AccountSid', 'AC-test'],
        ['From', sent.from ?? FAKE_SMS_NUMBER],
        ['MessageSid', messageSid],
        ['MessageStatus', status],
        ['SmsSid', messageSid],
        ['SmsStatus', status],
        ['To', sent.to],
      ];
      return signed(callback, params, options);
    },
    retryLast() {
      if (!last) throw new Error('nothing was posted yet');
      return post(last.url, last.params, last.signature);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
