import { crc32, deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { TestClient, TestResponse, TestServer } from '../testing';

/** Helpers shared by the pets API tests. */
export type ErrorBody = { statusCode: number; message: string; fieldErrors?: Record<string, string> };

export async function eventCount(server: TestServer): Promise<number> {
  await server.reactionsSettled(); // the side effects reactor's writes follow a command's answer
  const { rows } = await server.database.database.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  return rows[0]!.n;
}

/** Runs a refused request and checks it wrote no event. */
export async function refused(server: TestServer, send: () => Promise<TestResponse>): Promise<TestResponse<ErrorBody>> {
  const before = await eventCount(server);
  const response = await send();
  expect(await eventCount(server)).toBe(before);
  return response as TestResponse<ErrorBody>;
}

/** multipart/form-data POST with the client's session and CSRF token, like the browser's FormData. */
export async function upload(
  client: TestClient,
  path: string,
  fields: Record<string, string | number>,
  file: { bytes: Buffer; name: string; type?: string } | null,
  headers: Record<string, string> = {},
): Promise<TestResponse<Record<string, unknown>>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
  if (file) form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = await fetch(new URL(path, client.baseUrl), {
    method: 'POST',
    headers: { 'X-CSRF-Token': client.csrfToken ?? (await client.csrf()), Cookie: client.cookieHeader(), ...headers },
    body: form,
  });
  const text = await response.text();
  const body = (response.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text;
  const position = (body as { position?: unknown })?.position;
  if (response.ok && typeof position === 'string') client.lastPosition = position;
  return { status: response.status, body, headers: response.headers, setCookies: [] };
}

/** GET returning raw bytes (pictures). */
export async function getBytes(client: TestClient, path: string, query: Record<string, string | number>) {
  const url = new URL(path, client.baseUrl);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { Cookie: client.cookieHeader() };
  if (client.lastPosition) headers['X-Pawroute-After'] = client.lastPosition;
  const response = await fetch(url, { headers });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A PNG of a few dozen bytes whose header declares `width`×`height` pixels: a decompression bomb. */
export function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
