import type { OutboxMessage, OutboxText } from '@pawroute/domain';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useOutbox } from '../api/outbox';
import '../mail.css';

/**
 * /dashboard/dev/outbox: what the system mailed and texted (without SMTP_URL or an SMS provider, they
 * stop here), newest first: the mail and the texts side by side (one column on a phone).
 */
export function OutboxPage() {
  useDocumentTitle('Outbox — Pawroute');
  const outbox = useOutbox();
  const messages = outbox.data?.messages ?? [];
  const texts = outbox.data?.texts ?? [];
  return (
    <div className="page">
      <PageHeader title="Outbox" subtitle="Email and texts the system has sent. Without SMTP or an SMS provider configured, they are kept here instead." />
      {outbox.isPending ? (
        <Spinner label="Loading messages…" />
      ) : outbox.isError ? (
        <section className="panel panel--empty" role="alert">
          <p className="panel__lead">Failed to load the outbox.</p>
        </section>
      ) : (
        <div className="outbox-columns">
          <section aria-labelledby="outbox-mail-heading">
            <h2 id="outbox-mail-heading" className="outbox__heading">Email ({messages.length})</h2>
            {messages.length === 0 ? (
              <section className="panel panel--empty">
                <p className="panel__lead">No messages yet.</p>
              </section>
            ) : (
              <ul className="outbox">
                {messages.map((m) => (
                  <MailItem key={m.dedupeKey} m={m} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="outbox-texts-heading">
            <h2 id="outbox-texts-heading" className="outbox__heading">Texts ({texts.length})</h2>
            {texts.length === 0 ? (
              <section className="panel panel--empty">
                <p className="panel__lead">No texts yet.</p>
              </section>
            ) : (
              <ul className="outbox">
                {texts.map((t) => (
                  <TextItem key={t.dedupeKey} t={t} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

function MailItem({ m }: { m: OutboxMessage }) {
  return (
    <li className="panel outbox__message" data-dedupe-key={m.dedupeKey}>
      <div className="outbox__meta">
        <span>
          To <strong>{m.to}</strong>
        </span>
        <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString()}</time>
      </div>
      <h3 className="outbox__subject">{m.subject}</h3>
      <pre className="outbox__text">{m.text}</pre>
      <p className="muted outbox__key">
        {m.transport === 'smtp' ? 'Sent by SMTP' : 'Kept in the outbox'} · {m.dedupeKey}
      </p>
    </li>
  );
}

function TextItem({ t }: { t: OutboxText }) {
  return (
    <li className="panel outbox__message outbox__message--text" data-text-dedupe-key={t.dedupeKey}>
      <div className="outbox__meta">
        <span>
          To <strong>+{t.to.replace(/^\+/, '')}</strong>
        </span>
        <time dateTime={t.createdAt}>{new Date(t.createdAt).toLocaleString()}</time>
      </div>
      <pre className="outbox__text">{t.text}</pre>
      <p className="muted outbox__key">
        {t.transport === 'http' ? 'Sent through the SMS provider' : 'Kept in the outbox'} · {t.dedupeKey}
      </p>
    </li>
  );
}
