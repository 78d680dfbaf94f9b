import { describe, expect, it } from 'vitest';
import { isValidTwilioSignature, twilioSignatureOf } from './twilioSignature';

describe('X-Twilio-Signature', () => {
  // Twilio's own worked example (docs "Validating Signatures from Twilio").
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params: [string, string][] = [
    ['CallSid', 'CA1234567890ABCDE'],
    ['Caller', '+12349013030'],
    ['Digits', '1234'],
    ['From', '+12349013030'],
    ['To', '+18005551212'],
  ];
  const token = '12345';

  it('is HMAC-SHA1 over the URL and the sorted name+value pairs, base64', () => {
    expect(twilioSignatureOf(url, params, token)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(twilioSignatureOf(url, [...params].reverse(), token)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('refuses a wrong, missing or other-URL signature', () => {
    const good = twilioSignatureOf(url, params, token);
    expect(isValidTwilioSignature(url, params, good, token)).toBe(true);
    expect(isValidTwilioSignature(url, params, undefined, token)).toBe(false);
    expect(isValidTwilioSignature(url, params, good, 'other')).toBe(false);
    expect(isValidTwilioSignature('http://127.0.0.1:3000/myapp.php?foo=1&bar=2', params, good, token)).toBe(false);
    expect(isValidTwilioSignature(url, [...params, ['Body', 'x']], good, token)).toBe(false);
    expect(isValidTwilioSignature(url, params, good, '')).toBe(false);
  });
});
