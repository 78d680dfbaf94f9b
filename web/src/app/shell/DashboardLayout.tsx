import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { invalidateChangedKeys } from '../../lib/liveInvalidation';
import { SESSION_KEY } from '../../lib/queryClient';
import { startLive } from '../../lib/socket';
import { useCurrentUser } from '../../lib/useCurrentUser';
import { TopBar } from './TopBar';
import { PhoneCalls } from '../../features/phone';
import { can } from '../../lib/session';
import { useBusinessTimeZone } from '../../lib/businessTime';

/** The signed-in shell: top bar, the page, and this tab's one live socket. */
export function DashboardLayout() {
  const user = useCurrentUser();
  const client = useQueryClient();
  // Every "today" and the schedule's now line follow the server's business time zone.
  const zoneKnown = useBusinessTimeZone();

  useEffect(
    () =>
      startLive({
        onChanged: (keys) => invalidateChangedKeys(client, keys),
        // The user's type or its permissions changed (Management): refetch the session user, so the
        // menus and guards follow at once, without a reload or signing in again.
        onEvent: (name) => {
          if (name === 'updatedPermissions') void client.invalidateQueries({ queryKey: SESSION_KEY });
        },
        // Pushes may have been missed while the socket was down: refresh what is on screen.
        onReconnected: () => void client.invalidateQueries(),
        // A drop can mean the session ended: ask, so an expired session lands on /login.
        onDropped: () => void client.invalidateQueries({ queryKey: SESSION_KEY }),
      }),
    [client],
  );

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar user={user} />
      {can(user, 'UsePhoneSystem') && <PhoneCalls />}
      <main className="shell__main" id="main" tabIndex={-1}>
        {zoneKnown ? <Outlet /> : null}
      </main>
    </div>
  );
}
