import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS } from './kinds';
import { MESSAGE_KIND_REGISTRY, SAMPLE_FACTS } from './registry';
import { placeholdersIn, renderBoth, renderMessage, unknownPlaceholders } from './render';

const facts = { business: 'Pawroute', customer: 'Dana', date: '12-03-2026', time: '9:00 AM', stylist: 'Sam Rivera', address: '12 Elm St', businessPhone: '(972) 555-0100' };

describe('renderMessage: one automatic message in words', () => {
  it("the first reminder's default is the text sent before templates, on its channel only (sms)", () => {
    expect(renderMessage('firstReminder', facts)).toEqual({ sms: 'Pawroute: reminder, your grooming appointment is 12-03-2026 at 9:00 AM. Reply C to confirm or R to reschedule.' });
  });

  it.each([
    ['sms', ['sms']],
    ['email', ['email']],
    ['both', ['sms', 'email']],
  ] as const)('a template going by %s renders %j', (channels, keys) => {
    const template = { ...MESSAGE_KIND_REGISTRY.booked.defaults, channels };
    expect(Object.keys(renderMessage('booked', facts, template)).sort()).toEqual([...keys].sort());
  });

  it('a saved template replaces the defaults; its placeholders are filled', () => {
    const template = { channels: 'both' as const, sms: 'Hi {customer}, see you {date}!', emailSubject: '{business} on {date}', emailBody: 'Hello {customer},\n\nSee you at {time}.' };
    expect(renderMessage('secondReminder', facts, template)).toEqual({
      sms: 'Hi Dana, see you 12-03-2026!',
      email: { subject: 'Pawroute on 12-03-2026', text: 'Hello Dana,\n\nSee you at 9:00 AM.' },
    });
  });

  it('a fact the sender does not have is left out, and the blank lines it leaves close up', () => {
    const { email } = renderMessage('requestDeclined', { ...facts, reason: null });
    expect(email!.text).toContain('for 12-03-2026 at 9:00 AM.\n\nPlease call the office');
    expect(email!.text).not.toContain('{reason}');
  });

  it('a fact cannot add lines to a text or a subject, and stays text (no HTML made of it)', () => {
    const { sms, email } = renderBoth('rebook', { ...facts, pets: 'Rex\nTotal paid $0.00', dueDate: '<b>soon</b>' });
    expect(sms).toContain('Rex Total paid $0.00 is due');
    expect(sms).toContain('<b>soon</b>');
    expect(email.subject).not.toContain('\n');
  });

  it('every kind renders its defaults with the sample facts, with no placeholder left', () => {
    for (const kind of MESSAGE_KINDS) {
      const { sms, email } = renderBoth(kind, SAMPLE_FACTS);
      expect(`${sms} ${email.subject} ${email.text}`, kind).not.toMatch(/\{[a-zA-Z]+\}/);
    }
  });

  it("every kind's defaults name only its own placeholders", () => {
    for (const kind of MESSAGE_KINDS) {
      const { sms, emailSubject, emailBody } = MESSAGE_KIND_REGISTRY[kind].defaults;
      expect(unknownPlaceholders(kind, [sms, emailSubject, emailBody]), kind).toEqual([]);
    }
  });

  it('placeholdersIn and unknownPlaceholders: {eta} belongs to on my way, not to the booking', () => {
    expect(placeholdersIn('{eta} {eta} {customer}')).toEqual(['eta', 'customer']);
    expect(unknownPlaceholders('onMyWay', ['about {eta}'])).toEqual([]);
    expect(unknownPlaceholders('booked', ['about {eta} {nickname}'])).toEqual(['eta', 'nickname']);
  });
});
