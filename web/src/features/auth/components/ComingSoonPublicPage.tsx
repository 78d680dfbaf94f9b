import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { PublicLayout } from '../../../components/PublicLayout';

/** Sign-up and password recovery are later issues; say so plainly instead of showing a dead form. */
export function ComingSoonPublicPage({ title, what }: { title: string; what: string }) {
  useDocumentTitle(`${title} — Pawroute`);
  return (
    <PublicLayout>
      <section className="card card--narrow" aria-labelledby="soon-title">
        <h1 id="soon-title" className="card__title">
          {title}
        </h1>
        <p className="muted">
          {what} is coming soon. Until then, please contact the office and we will help you directly.
        </p>
        <Link to="/login" className="button button--secondary button--block">
          Back to sign in
        </Link>
      </section>
    </PublicLayout>
  );
}
