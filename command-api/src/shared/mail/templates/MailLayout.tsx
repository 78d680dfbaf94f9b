import type { ReactNode } from 'react';

/** The frame of every message: the business's name as the heading and the signature. */
export function MailLayout({ businessName, title, children }: { businessName: string; title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={{ fontFamily: 'Arial, sans-serif', color: '#1f2933', lineHeight: 1.5 }}>
        <div style={{ maxWidth: 560, margin: '0 auto', padding: 16 }}>
          <h1 style={{ fontSize: 20 }}>{businessName}</h1>
          {children}
          <p style={{ color: '#52606d', fontSize: 13 }}>{businessName}</p>
        </div>
      </body>
    </html>
  );
}

/** A link shown as a button in HTML and as "label: url" in the text part. */
export function MailButton({ href, children }: { href: string; children: string }) {
  return (
    <p>
      <a href={href} style={{ background: '#2563eb', color: '#ffffff', padding: '10px 16px', borderRadius: 6, textDecoration: 'none', display: 'inline-block' }}>
        {children}
      </a>
    </p>
  );
}
