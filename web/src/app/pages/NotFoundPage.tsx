import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page not found — Pawroute');
  return (
    <div className="boot">
      <section className="panel panel--empty card--narrow" aria-labelledby="nf-title">
        <h1 id="nf-title" className="panel__lead">
          Page not found
        </h1>
        <p className="muted">The address may be mistyped, or the page may have moved.</p>
        <Link to="/login" className="button button--primary">
          Go to Pawroute
        </Link>
      </section>
    </div>
  );
}
