import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicyFor } from './securityHeaders';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe("Content-Security-Policy per payment mode: exactly Accept.js's hosts", () => {
  it('the built-in sandbox gateway: our own origin only', () => {
    expect(contentSecurityPolicyFor({ authorizeNet: null })).toBe(CONTENT_SECURITY_POLICY);
  });
  it("Authorize.net's sandbox: the script from jstest.authorize.net, the card to apitest.authorize.net", () => {
    const policy = contentSecurityPolicyFor({ authorizeNet: { environment: 'sandbox' } });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://jstest.authorize.net");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://apitest.authorize.net");
  });
  it('production: the script from js.authorize.net, the card to api2.authorize.net, nothing else', () => {
    const policy = contentSecurityPolicyFor({ authorizeNet: { environment: 'production' } });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://js.authorize.net");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api2.authorize.net");
    expect(policy).not.toContain('https://api.authorize.net');
  });
});
