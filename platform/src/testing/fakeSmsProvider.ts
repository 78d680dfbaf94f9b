import { createServer, type Server } from 'node:http';

export interface ReceivedText {
  to: string;
  from: string | null;
  body: string;
  authorization: string | null;
}

/**
 * A stand-in for a hosted SMS provider's Messages endpoint on a free local port: it records every form
 * POST and answers like Twilio ({ sid }). `failNext` makes the next request answer 503.
 */
export interface FakeSmsProvider {
  url: string;
  received: ReceivedText[];
  failNext(count?: number): void;
  close(): Promise<void>;
}

export async function startFakeSmsProvider(): Promise<FakeSmsProvider> {
  const received: ReceivedText[] = [];
  let failures = 0;
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
      received.push({ to: form.get('To') ?? '', from: form.get('From'), body: form.get('Body') ?? '', authorization: request.headers.authorization ?? null });
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/2010-04-01/Accounts/AC-test/Messages.json`,
    received,
    failNext: (count = 1) => void (failures += count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
