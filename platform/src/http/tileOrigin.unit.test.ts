import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, tileOrigin } from './securityHeaders';

describe('the map tiles in the Content-Security-Policy', () => {
  it('img-src takes the tile template’s origin; {s} subdomains become a wildcard; no tiles adds nothing', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe('https://*.tile.example.com');
    expect(tileOrigin('')).toBeNull();
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(CONTENT_SECURITY_POLICY).toContain("img-src 'self' data: blob:");
  });
});
