import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received and mailparser read it. */
export interface ReceivedMail {
  from: string;
  /** Every recipient of the envelope (RCPT TO), lowercased. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  receivedAt: Date;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port>: what SMTP_URL (config.smtpUrl) should be. */
  url: string;
  port: number;
  /** Every message so far, oldest first. */
  messages: ReceivedMail[];
  /**
   * The first message (oldest first) for which `match` holds, waiting for it to arrive: resolves as
   * soon as one does (no polling), rejects after `timeoutMs` naming what arrived instead.
   */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The messages to one address (case-insensitive). */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** The first http(s) link in the text whose path starts with `pathPrefix`, as path and query. */
export function linkIn(mail: Pick<ReceivedMail, 'text'>, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no ${pathPrefix} link in: ${mail.text}`);
}

/**
 * A real SMTP server in this process on a free port (smtp-server), for tests: the system under test
 * sends through nodemailer exactly as in production, and the test reads what arrived (mailparser).
 * No TLS and any login accepted: it listens on loopback only.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = (session.envelope.rcptTo ?? []).map((r) => r.address.toLowerCase());
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            receivedAt: new Date(),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    to: (address) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    waitFor(match, timeoutMs = 15_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const wake = () => {
          const mail = messages.find(match);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
          reject(new Error(`no matching mail within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
