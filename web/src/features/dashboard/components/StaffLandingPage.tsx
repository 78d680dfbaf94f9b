import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { useCan } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useDashboardSummary } from '../api/summary';
import './dashboard.css';

interface Tile {
  label: string;
  value: number | null;
  to: string;
  hint: string;
}

function formatDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Today's counts, each linking to its list (a count the user may not list is left out), below what the
 * app composes in: at /dashboard/schedule, the stylist's day (features/stylistDay).
 */
export function StaffLandingPage({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(`${title} — Pawroute`);
  // The office's counts (customers on file, estimates saved today) are clutter on a stylist's day: shown
  // to office users only (ViewAllAppointments, which the office has and the stylist has not).
  const office = useCan('ViewAllAppointments');
  const summary = useDashboardSummary();
  const data = summary.data;
  const tiles: Tile[] = data
    ? [
        ...(office
          ? [
              { label: 'Customers', value: data.customers, to: '/dashboard/customers', hint: 'on file' },
              { label: 'Estimates saved today', value: data.estimatesSavedToday, to: '/dashboard/estimates', hint: 'new or edited' },
            ]
          : []),
        { label: 'Open complaints', value: data.openComplaints, to: '/dashboard/complaints', hint: 'blocking a stylist' },
      ].filter((tile) => tile.value !== null)
    : [];

  return (
    <div className="page">
      <PageHeader title={title} subtitle={data ? `Today, ${formatDate(data.date)}` : 'Today'} />
      {children}
      {summary.isPending ? (
        <Spinner />
      ) : summary.isError ? (
        <section className="panel panel--empty" role="alert">
          <p className="panel__lead">Today's numbers could not be loaded.</p>
          <button type="button" className="button button--secondary" onClick={() => void summary.refetch()}>
            Try again
          </button>
        </section>
      ) : (
        <>
          {tiles.length > 0 && (
            <ul className="landing-tiles" aria-label="Today at a glance">
              {tiles.map((tile) => (
                <li key={tile.label}>
                  <Link to={tile.to} className="landing-tile">
                    <span className="landing-tile__value">{tile.value}</span>
                    <span className="landing-tile__label">{tile.label}</span>
                    <span className="landing-tile__hint">{tile.hint}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
