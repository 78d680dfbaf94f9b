/**
 * The layout proxy ("past one machine"): one address in front of several `serve --role`
 * processes. A write goes to a command process, everything else (reads, the WebSocket push, the web
 * app) to a query process, each pool taken in turn. Plain node:http, no dependency: it forwards bytes
 * and keeps the Host header, so cookies, the CSRF token, the consistency token (X-Pawroute-After) and
 * the socket's Origin check work as they do against one process. Sessions, Idempotency-Key claims and
 * the push's notifications live in PostgreSQL, so any process can answer any request.
 *
 * In production this is a load balancer's job (nginx, HAProxy, a cloud one): docs/SCALING.md.
 */
import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { buildOfflineApp } from '../permissions/offlineApp';

export interface Upstream {
  /** e.g. command-1 (answers carry it in X-Pawroute-Upstream). */
  name: string;
  url: URL;
}

export interface LayoutProxyOptions {
  commands: readonly string[];
  queries: readonly string[];
  port?: number;
  host?: string;
  /** Whether a request is a write (a command process's route). Default: the command role's own routes. */
  isCommand?: (method: string, path: string) => boolean;
}

export interface LayoutProxy {
  url: string;
  close(): Promise<void>;
}

/** The answer's header naming the process that served it (tests and the bench check the spread). */
export const UPSTREAM_HEADER = 'x-pawroute-upstream';

/**
 * Which (method, path) the command role serves, asked of the command role's own app built offline (no
 * database): the route list cannot drift from what the command processes serve. Paths are static
 * (the API takes its ids in the query string or body), so a path lookup is exact.
 */
export async function commandRouteMatcher(): Promise<(method: string, path: string) => boolean> {
  const app = await buildOfflineApp('command');
  const known = new Map<string, boolean>();
  return (method, path) => {
    const key = `${method} ${path}`;
    let answer = known.get(key);
    if (answer === undefined) {
      answer = app.hasRoute({ method: method as 'GET', url: path });
      // Bounded: the keys are the routes, and unknown paths (the web app's) are not remembered.
      if (answer || known.size < 10_000) known.set(key, answer);
    }
    return answer;
  };
}

class Pool {
  private next = 0;
  constructor(readonly upstreams: readonly Upstream[]) {
    if (upstreams.length === 0) throw new Error('the layout proxy needs at least one process of each kind');
  }
  take(): Upstream {
    const upstream = this.upstreams[this.next % this.upstreams.length]!;
    this.next += 1;
    return upstream;
  }
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

function forwardedHeaders(req: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const client = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${String(req.headers['x-forwarded-for'])}, ${client}` : client;
  return headers;
}

function badGateway(res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'The server behind the proxy did not answer.' });
  res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

export async function startLayoutProxy(options: LayoutProxyOptions): Promise<LayoutProxy> {
  const named = (kind: string, urls: readonly string[]) => urls.map((url, i) => ({ name: `${kind}-${i + 1}`, url: new URL(url) }));
  const commands = new Pool(named('command', options.commands));
  const queries = new Pool(named('query', options.queries));
  const isCommand = options.isCommand ?? (await commandRouteMatcher());
  // Kept-alive connections to each process: a new TCP connection per request would cost more than the proxying.
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const upstream = (isCommand(req.method ?? 'GET', path) ? commands : queries).take();
    const outgoing = httpRequest(
      {
        agent,
        host: upstream.url.hostname,
        port: upstream.url.port,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req),
      },
      (answer) => {
        const headers: Record<string, string | string[] | undefined> = { ...answer.headers, [UPSTREAM_HEADER]: upstream.name };
        for (const name of HOP_BY_HOP) delete headers[name];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    outgoing.on('error', () => badGateway(res));
    req.on('error', () => outgoing.destroy());
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    req.pipe(outgoing);
  });

  // The push (GET /api/v4/live, a WebSocket upgrade): the handshake is forwarded to a query process as
  // it came, then the two sockets are joined byte for byte.
  const sockets = new Set<Duplex>();
  server.on('upgrade', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    const upstream = queries.take();
    const backend: Socket = connect(Number(upstream.url.port), upstream.url.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      lines.push(`X-Forwarded-For: ${req.socket.remoteAddress ?? ''}`);
      backend.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) backend.write(head);
      backend.pipe(client);
      client.pipe(backend);
    });
    sockets.add(client);
    sockets.add(backend);
    const end = () => {
      client.destroy();
      backend.destroy();
      sockets.delete(client);
      sockets.delete(backend);
    };
    backend.on('error', end);
    client.on('error', end);
    backend.on('close', end);
    client.on('close', end);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  return {
    url: `http://${host}:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
