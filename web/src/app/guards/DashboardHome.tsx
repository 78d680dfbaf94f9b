import { Navigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { defaultDashboardPath } from './access';
import { useCurrentUser } from '../../lib/useCurrentUser';

/** /dashboard: the default route for this user, or a plain explanation when there is none. */
export function DashboardHome() {
  const user = useCurrentUser();
  const target = defaultDashboardPath(user);
  if (target) return <Navigate to={target} replace />;
  return (
    <div className="page">
      <PageHeader title="Welcome" />
      <section className="panel panel--empty">
        <p className="panel__lead">Your account has no screens assigned yet.</p>
        <p className="muted">Please ask an administrator to grant your user type the permissions it needs.</p>
      </section>
    </div>
  );
}
