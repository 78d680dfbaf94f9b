import { describe, expect, it } from 'vitest';
import { originAllowed } from './origin';

describe('originAllowed (WebSocket handshake)', () => {
  it.each([
    ['the same host', 'http://localhost:3000', 'localhost:3000', [], true],
    ['another site', 'https://evil.example', 'localhost:3000', [], false],
    ['another port of the same name', 'http://localhost:4000', 'localhost:3000', [], false],
    ['a listed origin', 'https://app.pawroute.example', 'internal:3000', ['https://app.pawroute.example'], true],
    ['garbage', 'not a url', 'localhost:3000', [], false],
    ['no Origin (not a browser)', undefined, 'localhost:3000', [], true],
  ] as const)('%s', (_, origin, host, allowed, ok) => {
    expect(originAllowed(origin, host, allowed)).toBe(ok);
  });
});
