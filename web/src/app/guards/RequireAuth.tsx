import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { useSessionUser } from '../../lib/session';
import { rememberRedirect } from '../../features/auth';
import { useWarmDashboard } from './useWarmDashboard';

/** Unauthenticated dashboard visits go to /login, keeping the target path for after sign-in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSessionUser();
  const location = useLocation();
  useWarmDashboard(session.data);
  if (session.isPending) {
    return (
      <div className="boot">
        <Spinner />
      </div>
    );
  }
  if (!session.data) {
    if (session.isError) {
      return (
        <div className="boot">
          <div className="panel panel--empty" role="alert">
            <p className="panel__lead">Not Connected</p>
            <p className="muted">The server could not be reached. It will be tried again shortly.</p>
            <button type="button" className="button button--secondary" onClick={() => session.refetch()}>
              Try again
            </button>
          </div>
        </div>
      );
    }
    const target = location.pathname + location.search + location.hash;
    rememberRedirect(target);
    return <Navigate to="/login" replace state={{ from: target }} />;
  }
  return <>{children}</>;
}
