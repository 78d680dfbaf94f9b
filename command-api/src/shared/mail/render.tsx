import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailMessage } from '@pawroute/platform';

/**
 * Mail templates are React components (./templates): rendered once to HTML for the HTML part, and
 * the same markup turned into the plain-text part, so the two never say different things. Links
 * become "label: url" lines in the text (the url alone when it is its own label).
 */
export function renderMail(to: string, subject: string, body: ReactElement): MailMessage {
  const html = `<!doctype html>${renderToStaticMarkup(body)}`;
  return { to, subject, html, text: htmlToText(html) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

export function htmlToText(html: string): string {
  return html
    .replace(/<!doctype[^>]*>/gi, '')
    .replace(/<(head|style|title)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_all, href: string, label: string) => {
      const text = label.replace(/<[^>]+>/g, '').trim();
      return text && text !== href ? `${text}: ${href}` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h1|h2|h3|div|li|tr|table|ul)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_all, name: string) => ENTITIES[name] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
