import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useOutbox } from '../api/outbox';
import '../mail.css';

/** /dashboard/dev/outbox: what the system mailed (without SMTP_URL, mail stops here), newest first. */
export function OutboxPage() {
  useDocumentTitle('Outbox — Pawroute');
  const outbox = useOutbox();
  const messages = outbox.data?.messages ?? [];
  return (
    <div className="page">
      <PageHeader title="Outbox" subtitle="Email the system has sent. Without SMTP configured, messages are kept here instead." />
      {outbox.isPending ? (
        <Spinner label="Loading messages…" />
      ) : outbox.isError ? (
        <section className="panel panel--empty" role="alert">
          <p className="panel__lead">Failed to load the outbox.</p>
        </section>
      ) : messages.length === 0 ? (
        <section className="panel panel--empty">
          <p className="panel__lead">No messages yet.</p>
        </section>
      ) : (
        <ul className="outbox">
          {messages.map((m) => (
            <li key={m.dedupeKey} className="panel outbox__message" data-dedupe-key={m.dedupeKey}>
              <div className="outbox__meta">
                <span>
                  To <strong>{m.to}</strong>
                </span>
                <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString()}</time>
              </div>
              <h2 className="outbox__subject">{m.subject}</h2>
              <pre className="outbox__text">{m.text}</pre>
              <p className="muted outbox__key">
                {m.transport === 'smtp' ? 'Sent by SMTP' : 'Kept in the outbox'} · {m.dedupeKey}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
