import { displayAddressLine, ESTIMATE_TOASTS } from '@pawroute/domain';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { useSessionUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useCustomerEstimates } from '../api/findByCustomer';
import { formatDate } from '../format';
import { dollars } from '../../../lib/money';

/** /dashboard/estimates: the signed-in customer's own estimates as cards (3 per row wide, 1 on a phone). */
export function EstimatesListPage() {
  useDocumentTitle('Estimates — Pawroute');
  // Inside the dashboard the session user is known (the auth guard rendered this page).
  const userId = useSessionUser().data?.ID ?? 0;
  const list = useCustomerEstimates(userId);
  useEffect(() => {
    if (list.isError) toast.error(ESTIMATE_TOASTS.failedToRetrievePrevious, { id: 'estimates-list' });
  }, [list.isError]);

  return (
    <div className="page">
      <PageHeader title="Estimates" subtitle="Price estimates we have prepared for your pets." />
      {list.isPending ? (
        <section className="panel">
          <Spinner label="Loading estimates…" />
        </section>
      ) : list.isError ? (
        <section className="panel panel--empty" role="alert">
          <p className="panel__lead">Failed to Load</p>
          <p className="muted">{ESTIMATE_TOASTS.failedToRetrievePrevious}</p>
        </section>
      ) : list.data.length === 0 ? (
        <section className="panel panel--empty">
          <p className="panel__lead">You have no estimates yet.</p>
          <p className="muted">When our office prepares an estimate for you, it will appear here.</p>
        </section>
      ) : (
        <ul className="est-cards" aria-label="Your estimates">
          {list.data.map((item) => (
            <li key={item.ID}>
              <Link to={`/dashboard/estimates/${item.ID}/user/${item.userId}`} className="est-card" data-testid="estimate-card">
                <span className="est-card__top">
                  <span className="est-card__title">Estimate of {formatDate(item.DateAdded)}</span>
                  <span className="est-card__date">{formatDate(item.LastEdited)}</span>
                </span>
                <span className="est-card__pets">{item.petNames.length > 0 ? item.petNames.join(', ') : 'No pets included'}</span>
                <span className="est-card__address muted">{displayAddressLine(item.addressString)}</span>
                <span className="est-card__total">
                  <span className="muted">Total</span>
                  <strong>{dollars(item.feeTotal)}</strong>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
