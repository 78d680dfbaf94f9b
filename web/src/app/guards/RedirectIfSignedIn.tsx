import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { useSessionUser } from '../../lib/session';
import { peekRedirect, takeRedirect } from '../../features/auth';
import { usePreloadSignedInCode } from './usePreloadSignedInCode';

function GoToDashboard() {
  // Read during render (StrictMode renders twice), forget after the move.
  const target = peekRedirect() ?? '/dashboard';
  useEffect(() => {
    takeRedirect();
  }, []);
  return <Navigate to={target} replace />;
}

/** Part 2 §2.1: a signed-in user visiting the login page goes to the stored path or /dashboard. */
export function RedirectIfSignedIn() {
  const session = useSessionUser();
  usePreloadSignedInCode(session.data === null);
  if (session.isPending) {
    return (
      <div className="boot">
        <Spinner />
      </div>
    );
  }
  return session.data ? <GoToDashboard /> : <Outlet />;
}
