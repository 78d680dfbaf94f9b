import { describe, expect, it } from 'vitest';
import { redactUrl, serializeRequest } from './requestLogRedaction';

// docs/SECURITY.md V7: request lines never carry a link token.
const TOKEN = 'q3x_T9-vYk2LmN8pQr4sTu6wXy0zAb1cDe5fGh7iJk2';

describe('redactUrl', () => {
  it('blanks token parameters and token-shaped values and path segments, and leaves the rest', () => {
    expect(redactUrl(`/api/v4/entrance/confirmEmail?token=${TOKEN}`)).toBe('/api/v4/entrance/confirmEmail?token=[Redacted]');
    expect(redactUrl(`/emailConfirmation?x=1&token=${TOKEN}&y=2`)).toBe('/emailConfirmation?x=1&token=[Redacted]&y=2');
    expect(redactUrl(`/appointmentFeedback?t=${TOKEN}`)).toBe('/appointmentFeedback?t=[Redacted]');
    expect(redactUrl(`/api/v4/links/${TOKEN}/open`)).toBe('/api/v4/links/[Redacted]/open');
    expect(redactUrl('/x?resetToken=short&password=hunter2')).toBe('/x?resetToken=[Redacted]&password=[Redacted]');
    expect(redactUrl('/api/v4/appointments/getAll?limit=20&zipcode=75201')).toBe('/api/v4/appointments/getAll?limit=20&zipcode=75201');
    expect(redactUrl('/api/v4/pictures/5f4dcc3b5aa765d61d8327deb882cf995f4dcc3b5aa765d61d8327deb882cf99')).toBe(
      '/api/v4/pictures/5f4dcc3b5aa765d61d8327deb882cf995f4dcc3b5aa765d61d8327deb882cf99',
    );
  });

  it("is fastify's request serializer with the URL redacted", () => {
    expect(serializeRequest({ method: 'GET', url: `/a?token=${TOKEN}`, host: 'h', ip: '1.2.3.4', headers: {}, socket: { remotePort: 5 } })).toEqual({
      method: 'GET', url: '/a?token=[Redacted]', version: undefined, host: 'h', remoteAddress: '1.2.3.4', remotePort: 5,
    });
  });
});
