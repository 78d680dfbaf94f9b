import { TEXT_BODY_MAX, formatPhoneNumber, sendTextBodySchema, type ThreadMessage, type ThreadSummary } from '@pawroute/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/apiClient';
import { businessTimeZone, useBusinessTimeZone } from '../../../lib/businessTime';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useMarkRead, useSendText, useThread, useThreads } from '../api';
import './messages.css';

const STATUS_LABELS: Record<string, string> = {
  queued: 'Queued', accepted: 'Queued', scheduled: 'Queued', sending: 'Sending', sent: 'Sent', delivered: 'Delivered',
  read: 'Read', undelivered: 'Not delivered', failed: 'Failed', canceled: 'Canceled', received: 'Received', receiving: 'Received',
};
const KIND_LABELS: Record<string, string> = { receipt: 'Receipt', reminder: 'Reminder', confirmation: 'Confirmation request', reply: '', other: '' };

function when(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone(), month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}
const threadPath = (t: ThreadSummary) => (t.customerId === null ? null : `/dashboard/messages/${t.customerId}`);

/**
 * /dashboard/messages[/<customerId>] (UsePhoneSystem, the spec's "Call and SMS"; docs/TEXTS.md): one
 * thread per customer, newest first, with unread counts (numbers no customer has are listed as unknown
 * senders); the thread shows the texts both ways with their delivery status, and a reply box. Live:
 * the messages projector's push refreshes the list and the open thread. Texts are shown as text.
 */
export function MessagesPage() {
  useDocumentTitle('Messages — Pawroute');
  useBusinessTimeZone();
  const { customerId: param } = useParams();
  const customerId = param && /^\d+$/.test(param) ? Number(param) : null;
  const threads = useThreads();
  return (
    <div className={`page messages${customerId !== null ? ' messages--open' : ''}`}>
      <PageHeader title="Messages" />
      <div className="messages__panes">
        <section className="messages__list" aria-label="Conversations">
          {threads.isLoading && <p className="muted">Loading…</p>}
          {threads.isError && <p role="alert">Failed to get the conversations</p>}
          {threads.data && threads.data.threads.length === 0 && <p className="muted">No texts yet.</p>}
          <ul>
            {threads.data?.threads.map((t) => (
              <ThreadRow key={t.customerId ?? t.number} thread={t} current={t.customerId !== null && t.customerId === customerId} />
            ))}
          </ul>
        </section>
        <section className="messages__thread" aria-label="Conversation">
          {customerId === null ? <p className="muted">Choose a conversation.</p> : <Thread customerId={customerId} />}
        </section>
      </div>
    </div>
  );
}

function ThreadRow({ thread, current }: { thread: ThreadSummary; current: boolean }) {
  const path = threadPath(thread);
  const body = (
    <>
      <span className="messages__who">
        <strong>{thread.name ?? `Unknown sender ${formatPhoneNumber(thread.number)}`}</strong>
        {thread.unread > 0 && (
          <span className="nav-count" aria-label={`${thread.unread} unread`}>
            {thread.unread}
          </span>
        )}
        {thread.optedOut && <span className="messages__badge">Opted out</span>}
      </span>
      <span className="messages__preview">
        {thread.lastDirection === 'out' ? 'You: ' : ''}
        {thread.lastBody || '(empty text)'}
      </span>
      <time className="muted" dateTime={thread.lastAt}>
        {when(thread.lastAt)}
      </time>
    </>
  );
  return (
    <li className={`messages__row${current ? ' is-current' : ''}${thread.unread > 0 ? ' is-unread' : ''}`}>
      {path ? (
        <Link to={path} aria-current={current ? 'page' : undefined}>
          {body}
        </Link>
      ) : (
        <div>{body}</div>
      )}
    </li>
  );
}

function Thread({ customerId }: { customerId: number }) {
  const thread = useThread(customerId);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const bottom = useRef<HTMLLIElement>(null);
  const unread = useThreads().data?.threads.find((t) => t.customerId === customerId)?.unread ?? 0;
  useEffect(() => {
    if (unread > 0 && !markRead.isPending) markRead.mutate(customerId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customerId, unread]);
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  if (thread.isLoading) return <p className="muted">Loading…</p>;
  if (thread.isError || !thread.data) return <p role="alert">Failed to get the conversation</p>;
  const t = thread.data;
  return (
    <div className="messages__conversation">
      <header className="messages__head">
        <button type="button" className="button button--link messages__back" onClick={() => navigate('/dashboard/messages')}>
          ← All conversations
        </button>
        <h2>
          <Link to={`/dashboard/customers/${t.customerId}`}>{t.name}</Link>
        </h2>
        <span className="muted">{t.number === null ? 'No textable number' : formatPhoneNumber(t.number)}</span>
        {t.optedOut && <p className="messages__optout" role="status">This number replied STOP: no texts go to it until it texts START.</p>}
      </header>
      <ol className="messages__texts" aria-label={`Texts with ${t.name}`}>
        {t.messages.length === 0 && <li className="muted">No texts yet.</li>}
        {t.messages.map((m) => (
          <Bubble key={m.id} message={m} />
        ))}
        <li ref={bottom} aria-hidden="true" />
      </ol>
      <ReplyBox customerId={customerId} disabled={t.optedOut || t.number === null} />
    </div>
  );
}

function Bubble({ message: m }: { message: ThreadMessage }) {
  const kind = m.kind ? KIND_LABELS[m.kind] : '';
  return (
    <li className={`messages__text messages__text--${m.direction}`}>
      {/* Shown as text, never as HTML. */}
      <p className="messages__body">{m.body || <em className="muted">(empty text)</em>}</p>
      <span className="messages__meta">
        {kind && <span>{kind} · </span>}
        <time dateTime={m.at}>{when(m.at)}</time>
        {m.direction === 'out' && <span className="messages__status"> · {m.status ? STATUS_LABELS[m.status] ?? m.status : 'Sent'}</span>}
      </span>
    </li>
  );
}

function ReplyBox({ customerId, disabled }: { customerId: number; disabled: boolean }) {
  const send = useSendText();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sendTextBodySchema.safeParse({ customerId, body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    send.mutate(
      { customerId, body },
      {
        onSuccess: () => setBody(''),
        onError: (e) => toast.error(isApiError(e) && e.statusCode < 500 ? e.message : isApiError(e) ? e.message : 'Could not send the text.'),
      },
    );
  };
  return (
    <form className="messages__reply" onSubmit={onSubmit}>
      <label className="field">
        Reply
        <textarea value={body} maxLength={TEXT_BODY_MAX} rows={3} disabled={disabled} onChange={(e) => setBody(e.target.value)} aria-invalid={error !== null} />
      </label>
      {error && <p role="alert" className="field-error">{error}</p>}
      <span className="muted messages__counter">
        {body.length}/{TEXT_BODY_MAX}
      </span>
      <button type="submit" className="button" disabled={disabled || send.isPending}>
        {send.isPending ? 'Sending…' : 'Send text'}
      </button>
    </form>
  );
}
