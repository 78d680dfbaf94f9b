import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { htmlToText, renderMail } from './render';
import { FeedbackMail } from './templates/FeedbackMail';

describe('mail templates: React rendered to HTML and to the text part', () => {
  it('names the business, and the link is in both parts', () => {
    const link = 'http://localhost:3000/appointmentFeedback?token=abc';
    const mail = renderMail('jo@example.com', 'Rate it', createElement(FeedbackMail, { businessName: 'Happy Paws', firstName: 'Jo', stylistName: 'Sam Shears', link }));
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain('Happy Paws');
    expect(mail.text).toContain(`Rate my appointment: ${link}`);
    expect(mail.text).toContain('Hello Jo,');
    expect(mail.text).toContain('How was your appointment with Sam Shears?');
    expect(mail.text).not.toMatch(/<[a-z]/);
  });

  it('turns markup into readable lines (entities decoded, no tags, no runs of blank lines)', () => {
    expect(htmlToText('<p>A &amp; B</p><p></p><p></p><ul><li>one</li><li>two</li></ul><a href="http://x.test">http://x.test</a>')).toBe('A & B\n\n- one\n- two\n\nhttp://x.test');
  });
});
