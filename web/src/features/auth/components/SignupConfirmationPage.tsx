import { Link, useLocation } from 'react-router-dom';
import { SIGN_UP_MESSAGES } from '@pawroute/domain';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { PublicLayout } from '../../../components/PublicLayout';

/** /signup-confirmation (part 2 §2.1): the success page after sign-up, with a link to the new profile. */
export function SignupConfirmationPage() {
  useDocumentTitle('Welcome — Pawroute');
  const created = (useLocation().state ?? null) as { userId?: number; firstName?: string } | null;
  return (
    <PublicLayout>
      <section className="card card--narrow" aria-labelledby="welcome-title">
        <h1 id="welcome-title" className="card__title">
          {created?.firstName ? `Welcome, ${created.firstName}!` : 'Welcome!'}
        </h1>
        <p role="status">Your account is ready. {SIGN_UP_MESSAGES.thankYou}</p>
        <p className="muted">We sent you an email: please open its link to confirm your email address.</p>
        {created?.userId ? (
          <Link className="button button--primary button--block" to={`/dashboard/profile/${created.userId}`}>
            Go to my profile
          </Link>
        ) : (
          <Link className="button button--primary button--block" to="/dashboard">
            Go to my profile
          </Link>
        )}
      </section>
    </PublicLayout>
  );
}
