import type { Permission } from '@pawroute/domain';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { can, useSessionUser } from '../../lib/session';
import './areaNav.css';

interface AreaLink {
  label: string;
  to: string;
  /** Shown when the user holds any of these. */
  anyOf: Permission[];
}

const BASE = '/dashboard/appointments';

/** The appointments area's screens (part 1 §2), each shown with the permission its route needs (routes.tsx). */
export const AREA_LINKS: AreaLink[] = [
  { label: 'Schedule', to: BASE, anyOf: ['ViewAllAppointments'] },
  { label: 'Waiting List', to: `${BASE}/waitingList`, anyOf: ['ViewAllAppointments'] },
  { label: 'Confirmations', to: `${BASE}/confirmations`, anyOf: ['ViewAllAppointments'] },
  { label: 'Standings', to: `${BASE}/standings`, anyOf: ['EditStandingAppointments'] },
  { label: 'Service Issues', to: `${BASE}/serviceIssuesList`, anyOf: ['ViewServiceIssues', 'ViewAppointmentHistory'] },
  { label: 'History', to: `${BASE}/history`, anyOf: ['ViewAppointmentHistory'] },
  // completed appointments whose payment was voided, until a replacement is recorded.
  { label: 'Voided Payments', to: `${BASE}/paymentVoided`, anyOf: ['ViewAllTransactions'] },
];

/** The sub-navigation of the staff appointments area: a row of tabs that scrolls sideways on a phone. */
export function AreaNav() {
  const { data: user } = useSessionUser();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the row scrolls sideways: keep the current screen's tab in view.
  useEffect(() => {
    const row = nav.current;
    const active = row?.querySelector<HTMLElement>('.active');
    if (!row || !active) return;
    const left = active.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    row.scrollLeft = Math.max(0, left - (row.clientWidth - active.offsetWidth) / 2);
  }, [pathname]);
  const links = AREA_LINKS.filter((link) => link.anyOf.some((p) => can(user, p)));
  if (links.length < 2) return null;
  return (
    <nav ref={nav} className="appt-area-nav" aria-label="Appointments">
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.to === BASE} className="appt-area-nav__link">
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
