import { dismissConflict, useOutbox } from '../../lib/offline/outbox';
import './outboxBanner.css';

/**
 * under the connection banner, the number of the stylist's actions waiting for a signal, and
 * every action the server refused once it was sent (a conflict), kept until the stylist dismisses it.
 */
export function OutboxBanner() {
  const { actions, conflicts } = useOutbox();
  if (actions.length === 0 && conflicts.length === 0) return null;
  const n = actions.length;
  return (
    <div className="outbox-banner">
      {n > 0 && (
        <div className="outbox-banner__queued" data-testid="outbox-banner">
          {n} queued action{n === 1 ? '' : 's'} · sent when the connection returns
        </div>
      )}
      {conflicts.length > 0 && (
        <section className="outbox-banner__conflicts" role="alert" aria-label="Actions the server refused">
          <p className="outbox-banner__conflicts-title">Not saved: the server refused {conflicts.length === 1 ? 'this action' : 'these actions'}</p>
          <ul>
            {conflicts.map((c) => (
              <li key={c.action.id} data-testid="outbox-conflict">
                <span>
                  <strong>{c.action.label}</strong>: {c.message}
                </span>
                <button type="button" className="button button--ghost outbox-banner__dismiss" onClick={() => dismissConflict(c)}>
                  Dismiss
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
