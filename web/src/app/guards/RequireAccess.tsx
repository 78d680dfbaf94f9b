import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { allows, type Access } from './access';
import { useCurrentUser } from '../../lib/useCurrentUser';

/** A route the user may not see sends them to their default dashboard route. */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const user = useCurrentUser();
  return allows(user, access) ? <>{children}</> : <Navigate to="/dashboard" replace />;
}
