import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/apiClient';
import { PublicLayout } from '../../../components/PublicLayout';

/** What a link page shows: loading, success or error (part 2 §2.1), with the server's words for the error. */
export type LinkPageState = { kind: 'loading' } | { kind: 'success'; message: ReactNode } | { kind: 'error'; message: string };

/** The server's message for a refused token (invalid, expired, already used), else `fallback`. */
export function linkErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.statusCode >= 400 && error.statusCode < 500 ? error.message : fallback;
}

export function LinkPage({ title, state, children }: { title: string; state: LinkPageState; children?: ReactNode }) {
  return (
    <PublicLayout>
      <section className="card card--narrow" aria-labelledby="link-title" aria-busy={state.kind === 'loading'}>
        <h1 id="link-title" className="card__title">
          {title}
        </h1>
        {state.kind === 'loading' && (
          <div role="status" aria-live="polite">
            <Spinner />
            <p className="muted">One moment…</p>
          </div>
        )}
        {state.kind === 'success' && (
          <div role="status" className="link-page__success">
            {state.message}
          </div>
        )}
        {state.kind === 'error' && (
          <p className="form__error" role="alert">
            {state.message}
          </p>
        )}
        {children}
        <nav className="card__links" aria-label="Account help">
          <Link to="/login">Go to sign in</Link>
        </nav>
      </section>
    </PublicLayout>
  );
}
